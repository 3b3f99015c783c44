import type { Middleware } from 'koa';
import type { MetricsEndpoint } from '../../../application/observability/ports.js';

/** The route label of a request no route answered (any path: raw paths would be unbounded labels). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Methods labelled by their name; any other (Node's parser takes some thirty: PROPFIND, MKCOL,
 * M-SEARCH, ...) is one label, so a caller cannot add series by inventing requests.
 */
const LABELLED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const OTHER_METHOD = 'OTHER';

/**
 * Counts and times every request by the route that answered it: the route table's pattern
 * (`ctx.state.route`), a fixed label for a site on its own domain, else `unmatched`; and by its
 * method, one of the standard seven or `OTHER`. Every label thus comes from a fixed set.
 * Outermost, so the time includes every middleware and the status is the final one.
 */
export function requestMetrics(metrics: MetricsEndpoint): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = (ctx.state.route as string | undefined) ?? UNMATCHED_ROUTE;
      const method = LABELLED_METHODS.has(ctx.method) ? ctx.method : OTHER_METHOD;
      metrics.observeRequest(method, route, ctx.status, (performance.now() - started) / 1000);
    }
  };
}
