import { ContainerModule } from 'inversify';
import { MetricsEndpoint, ServiceMetrics } from '../../application/observability/ports.js';
import { WebhookDeliveries } from '../../application/webhooks/ports.js';
import { NO_METRICS } from '../../infrastructure/metrics/no-metrics.js';
import { PrometheusMetrics } from '../../infrastructure/metrics/prometheus-metrics.js';
import type { Config } from '../config.js';

/**
 * Metrics for operators: with `METRICS_TOKEN` set, one Prometheus registry records what the use
 * cases report and what the HTTP adapter times, and `GET /metrics` serves it to that token;
 * without it nothing is recorded and `MetricsEndpoint` is not bound (`/metrics` is 404).
 */
export const metricsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const token = config.METRICS_TOKEN;
    if (token === null) {
      bind(ServiceMetrics).toConstantValue(NO_METRICS);
      return;
    }
    bind(PrometheusMetrics).toDynamicValue((context) => new PrometheusMetrics(token, context.get(WebhookDeliveries)));
    bind(ServiceMetrics).toService(PrometheusMetrics);
    bind(MetricsEndpoint).toService(PrometheusMetrics);
  });
