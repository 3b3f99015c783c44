import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveSessionKind } from '../../domain/live/live-session.js';
import type { LiveSessionRefusal } from '../../domain/live/live-access.js';
import type { DeployKind, MetricsEndpoint, PublishOutcome, ServiceMetrics, WebhookAttemptOutcome } from '../../application/observability/ports.js';
import type { WebhookDeliveries } from '../../application/webhooks/ports.js';
import { RequestSeries } from './request-series.js';

/** A publish promotes and deploys a whole site: tens of milliseconds to a minute or more. */
const PUBLISH_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * Every metric of the service, in one prom-client registry of its own (never the global one,
 * so two instances in one process never mix): the Node process's own (CPU, memory, GC, the
 * event-loop lag), HTTP requests by route pattern, live sessions, publishes and webhook
 * deliveries. The webhook backlog is read from the store at scrape time, never per event.
 */
export class PrometheusMetrics implements ServiceMetrics, MetricsEndpoint {
  private readonly registry = new Registry();
  private readonly requests = new RequestSeries();
  private readonly liveStarted;
  private readonly liveRefused;
  private readonly publishSeconds;
  private readonly webhookAttempts;
  private readonly siteDeploys;

  constructor(
    readonly token: string,
    deliveries: WebhookDeliveries,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.liveStarted = new Counter({
      name: 'content_service_live_sessions_started_total',
      help: 'Live voice sessions started (start) or resumed (resume).',
      labelNames: ['kind'] as const,
      registers,
    });
    this.liveRefused = new Counter({
      name: 'content_service_live_sessions_refused_total',
      help: 'Live voice session starts refused, by reason (daily_limit, trial_expired, voice_disabled, ...).',
      labelNames: ['reason'] as const,
      registers,
    });
    this.publishSeconds = new Histogram({
      name: 'content_service_publish_duration_seconds',
      help: 'Publish confirmations that put pages live: promotion and site deploy, by outcome.',
      labelNames: ['outcome'] as const,
      buckets: PUBLISH_BUCKETS,
      registers,
    });
    this.webhookAttempts = new Counter({
      name: 'content_service_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts made by this instance, by outcome: delivered, retry (will be tried again), failed (for good).',
      labelNames: ['outcome'] as const,
      registers,
    });
    this.siteDeploys = new Counter({
      name: 'content_service_site_deploys_total',
      help: 'Site deploys made by this instance, by kind: changes (only the pages changed since the live release) or whole.',
      labelNames: ['kind'] as const,
      registers,
    });
    const backlog = (read: (b: { events: number; pending: number }) => number) =>
      async function (this: Gauge) {
        this.set(read(await deliveries.backlog()));
      };
    new Gauge({
      name: 'content_service_webhook_outbox_events',
      help: 'Events recorded in the outbox, not yet routed into deliveries (the same for every instance on one store).',
      registers,
      collect: backlog((b) => b.events),
    });
    new Gauge({
      name: 'content_service_webhook_deliveries_pending',
      help: 'Webhook deliveries pending: due, waiting for a retry, or being attempted (the same for every instance on one store).',
      registers,
      collect: backlog((b) => b.pending),
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  liveSessionStarted(kind: LiveSessionKind): void {
    this.liveStarted.inc({ kind });
  }

  liveSessionRefused(reason: LiveSessionRefusal): void {
    this.liveRefused.inc({ reason });
  }

  publishStarted(): (outcome: PublishOutcome) => void {
    const end = this.publishSeconds.startTimer();
    return (outcome) => void end({ outcome });
  }

  webhookAttempt(outcome: WebhookAttemptOutcome): void {
    this.webhookAttempts.inc({ outcome });
  }

  siteDeployed(kind: DeployKind): void {
    this.siteDeploys.inc({ kind });
  }

  async scrape(): Promise<{ contentType: string; text: string }> {
    // The registry's text ends with a line feed: the request series follow as more families.
    return { contentType: this.registry.contentType, text: `${await this.registry.metrics()}\n${this.requests.exposition()}` };
  }
}
