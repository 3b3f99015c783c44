import type { Logger } from 'pino';
import type { Clock } from '../../application/shared/ports.js';
import type { ClaimedDelivery, Settlement, WebhookDeliveries } from '../../application/webhooks/ports.js';
import type { WebhookDispatch } from '../../application/webhooks/webhook-dispatch.js';
import type { QueueSignal } from './queue-signal.js';

export interface DispatcherOptions {
  /** Attempts in flight at once (a slow endpoint holds one slot, not the whole dispatcher). */
  readonly maxInFlight?: number;
  /** How often an idle dispatcher looks for due deliveries (other instances' events, retries). */
  readonly pollMs?: number;
  /** Finished deliveries are kept in the log this long. */
  readonly retentionMs?: number;
}

const PRUNE_EVERY_MS = 3_600_000;
/** Events routed into deliveries per step (one transaction each). */
const ROUTE_BATCH = 200;

/**
 * The webhook dispatcher of this instance: routes recorded events into deliveries, keeps up to
 * `maxInFlight` attempts going, claiming more as slots free up, and sleeps when nothing is due
 * until the next poll or until this process records an event. Any number of instances may run one: claims are leased in the
 * store. `stop` stops claiming and waits for the attempts in flight (each has a 10 s timeout).
 */
export class WebhookDispatcher {
  private readonly maxInFlight: number;
  private readonly pollMs: number;
  private readonly retentionMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private loop: Promise<void> | null = null;
  private pending = false;
  private release: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private logger: Logger | null = null;
  private prunedAt = 0;

  constructor(
    private readonly dispatch: WebhookDispatch,
    private readonly deliveries: WebhookDeliveries,
    private readonly clock: Clock,
    private readonly signal: QueueSignal,
    options: DispatcherOptions = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? 32;
    this.pollMs = options.pollMs ?? 1000;
    this.retentionMs = options.retentionMs ?? 30 * 24 * 3_600_000;
  }

  start(logger: Logger): void {
    if (this.running) return;
    this.logger = logger.child({ component: 'webhooks' });
    this.running = true;
    this.unsubscribe = this.signal.subscribe(() => this.wake());
    this.loop = this.run();
  }

  /** Look for due deliveries now (something was queued, a slot freed, or a test moved the clock). */
  wake(): void {
    this.pending = true;
    this.release?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pending = false;
      const free = this.maxInFlight - this.inFlight.size;
      if (free > 0) {
        try {
          await this.pruneNow();
          // Route everything recorded so far first: claims then take deliveries oldest due first.
          while ((await this.dispatch.route(ROUTE_BATCH)) === ROUTE_BATCH && this.running);
          const batch = await this.dispatch.claim(free);
          for (const claimed of batch) this.track(claimed);
        } catch (error) {
          this.logger?.error({ err: error }, 'routing or claiming webhook deliveries failed');
        }
      }
      // Woken early when this process records an event or an attempt frees its slot (then
      // more due deliveries may be claimed); else the next poll finds retries and other
      // instances' events.
      if (this.running && !this.pending) await this.sleep();
    }
  }

  private track(claimed: ClaimedDelivery): void {
    const task = this.dispatch
      .attempt(claimed)
      .then(
        (settlement) => this.report(claimed, settlement),
        (error: unknown) => this.logger?.error({ err: error, delivery_id: claimed.delivery.id }, 'webhook delivery attempt failed to complete'),
      )
      .finally(() => {
        this.inFlight.delete(task);
        this.wake();
      });
    this.inFlight.add(task);
  }

  /** Never the URL (it may hold a receiver's token) nor anything of a secret. */
  private report({ delivery, webhook }: ClaimedDelivery, settlement: Settlement): void {
    const fields = {
      delivery_id: delivery.id,
      webhook_id: webhook.id,
      event_id: delivery.event_id,
      attempts: delivery.attempts,
      status_code: settlement.status_code,
    };
    if (settlement.status === 'failed') this.logger?.warn({ ...fields, error: settlement.error }, 'webhook delivery failed');
    if (settlement.endpoint.kind === 'failing' && settlement.endpoint.disable) this.logger?.warn(fields, 'webhook disabled: the endpoint answered 410 Gone');
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.release = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      this.release = done;
    });
  }

  private async pruneNow(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await this.deliveries.prune(new Date(this.clock.now().getTime() - this.retentionMs).toISOString());
  }
}
