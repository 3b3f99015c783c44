import { inject, injectable } from 'inversify';
import { signingSecrets } from '../../domain/webhooks/endpoint.js';
import { attemptError, ATTEMPT_TIMEOUT_MS, failingCutoff, verdictOf, type AttemptResult } from '../../domain/webhooks/retry.js';
import { signatureHeader, signedContent } from '../../domain/webhooks/signature.js';
import type { GuardedFetch } from '../shared/guarded-fetch.js';
import { ServiceMetrics } from '../observability/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { WebhookDeliveries, WebhookHttp, WebhookSecrets, type ClaimedDelivery, type Settlement } from './ports.js';

/** How long a claim holds a delivery: well beyond an attempt's 10 s timeout. */
const LEASE_MS = 60_000;
/** Receivers' answers are not read beyond this (only the status matters). */
const ANSWER_MAX_BYTES = 256 * 1024;

/**
 * The dispatcher's work (the loop that runs it lives with the server): route recorded events
 * into deliveries, claim due deliveries under a lease, POST each event signed per Standard Webhooks
 * (the event id as `webhook-id` on every attempt, a fresh timestamp and signature each time),
 * and record the verdict of the retry policy. Time comes from the Clock, so tests drive retries.
 */
@injectable()
export class WebhookDispatch {
  constructor(
    @inject(WebhookDeliveries) private readonly deliveries: WebhookDeliveries,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
    @inject(WebhookHttp) private readonly http: GuardedFetch,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ServiceMetrics) private readonly metrics: ServiceMetrics,
  ) {}

  /** Routes up to `limit` recorded events into deliveries (one per subscribed endpoint); how many it took. */
  route(limit: number): Promise<number> {
    return this.deliveries.route({ now: this.clock.now().toISOString(), limit });
  }

  /** Claims up to `limit` due deliveries, one attempt each. */
  claim(limit: number): Promise<ClaimedDelivery[]> {
    const now = this.clock.now();
    return this.deliveries.claim({ now: now.toISOString(), leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(), lease: this.ids.next(), limit });
  }

  /** Makes a claimed attempt and records how it ended (unless the lease was lost meanwhile). */
  async attempt(claimed: ClaimedDelivery): Promise<Settlement> {
    const settlement = claimed.webhook.enabled ? await this.send(claimed) : this.skipped();
    await this.deliveries.settle(claimed.delivery.id, claimed.lease, settlement);
    this.metrics.webhookAttempt(settlement.status === 'pending' ? 'retry' : settlement.status);
    return settlement;
  }

  private async send({ delivery, webhook, body }: ClaimedDelivery): Promise<Settlement> {
    const sentAt = this.clock.now();
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    let signature: string;
    try {
      const secrets = signingSecrets(webhook, sentAt.toISOString()).map((sealed) => this.secrets.open(sealed, webhook.id));
      signature = signatureHeader(this.secrets.sign(secrets, signedContent(delivery.event_id, timestamp, body)));
    } catch {
      // The sealing key is not the one the secret was sealed with (a configuration change):
      // retry on schedule, without holding it against the endpoint.
      return this.settlement({ kind: 'unreachable', error: 'the signing secret could not be opened with the configured key' }, delivery.attempts, false);
    }
    const outcome = await this.http.fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      body,
      maxRedirects: 0,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
      contentTypes: 'any',
    });
    const result: AttemptResult =
      outcome.kind === 'response'
        ? { kind: 'answered', status: outcome.status }
        : { kind: outcome.kind === 'refused' ? 'refused' : 'unreachable', error: outcome.message };
    return this.settlement(result, delivery.attempts, true);
  }

  private settlement(result: AttemptResult, attempts: number, countsAgainstEndpoint: boolean): Settlement {
    const at = this.clock.now();
    const verdict = verdictOf(result, attempts, at);
    const base = { at: at.toISOString(), status_code: result.kind === 'answered' ? result.status : null, error: attemptError(result) };
    const failing = countsAgainstEndpoint
      ? ({ kind: 'failing', disable: verdict.kind === 'failed' && verdict.disable, cutoff: failingCutoff(at) } as const)
      : ({ kind: 'untouched' } as const);
    switch (verdict.kind) {
      case 'delivered':
        return { ...base, status: 'delivered', next_attempt_at: null, endpoint: { kind: 'healthy' } };
      case 'retry':
        return { ...base, status: 'pending', next_attempt_at: verdict.next_attempt_at, endpoint: failing };
      case 'failed':
        return { ...base, status: 'failed', next_attempt_at: null, endpoint: failing };
    }
  }

  /** A delivery whose endpoint was disabled after it was queued is not sent. */
  private skipped(): Settlement {
    const at = this.clock.now().toISOString();
    return { status: 'failed', at, status_code: null, error: 'the webhook is disabled', next_attempt_at: null, endpoint: { kind: 'untouched' } };
  }
}
