import type { Middleware } from 'koa';
import type { MetricsEndpoint } from '../../../application/observability/ports.js';

/** The route label of a request no route answered (any path: raw paths would be unbounded labels). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every request by the route that answered it: the route table's pattern
 * (`ctx.state.route`), a fixed label for a site on its own domain, else `unmatched`. Outermost,
 * so the time includes every middleware and the status is the final one.
 */
export function requestMetrics(metrics: MetricsEndpoint): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = (ctx.state.route as string | undefined) ?? UNMATCHED_ROUTE;
      metrics.observeRequest(ctx.method, route, ctx.status, (performance.now() - started) / 1000);
    }
  };
}
