import type { ServiceMetrics } from '../../application/observability/ports.js';

const done = (): void => undefined;

/** Metrics off (no `METRICS_TOKEN`): nothing is recorded, and nothing costs anything. */
export const NO_METRICS: ServiceMetrics = {
  liveSessionStarted: done,
  liveSessionRefused: done,
  publishStarted: () => done,
  webhookAttempt: done,
  siteDeployed: done,
};
