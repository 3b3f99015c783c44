import type { LiveSessionKind } from '../../domain/live/live-session.js';
import type { LiveSessionRefusal } from '../../domain/live/live-access.js';

/** How a publish confirmation that had pages to put live ended. */
export type PublishOutcome = 'deployed' | 'deploy_failed';

/** How a site was deployed: only the pages changed since its live release, or whole (SiteDeployer.deployChanges). */
export type DeployKind = 'changes' | 'whole';

/** How one webhook delivery attempt ended: delivered, to be retried, or failed for good. */
export type WebhookAttemptOutcome = 'delivered' | 'retry' | 'failed';

/**
 * What the use cases measure for operators (`GET /metrics`). Recording never fails and never
 * waits; with metrics off (no `METRICS_TOKEN`) it does nothing.
 */
export interface ServiceMetrics {
  liveSessionStarted(kind: LiveSessionKind): void;
  liveSessionRefused(reason: LiveSessionRefusal): void;
  /** Starts timing a publish; the function it returns records the time taken, with how it ended. */
  publishStarted(): (outcome: PublishOutcome) => void;
  webhookAttempt(outcome: WebhookAttemptOutcome): void;
  siteDeployed(kind: DeployKind): void;
}
export const ServiceMetrics = Symbol.for('ServiceMetrics');

/**
 * The HTTP side of metrics, bound only when `METRICS_TOKEN` is set: each request counted and
 * timed by the route pattern that answered it, and the scrape.
 */
export interface MetricsEndpoint {
  /** The bearer token a scrape must present. */
  readonly token: string;
  /** `route` is a route table pattern (`/api/projects/:projectId`) or a fixed label, never a raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Every series, in the Prometheus text exposition format. */
  scrape(): Promise<{ readonly contentType: string; readonly text: string }>;
}
export const MetricsEndpoint = Symbol.for('MetricsEndpoint');
