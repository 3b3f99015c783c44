import type { Context } from 'koa';
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
 * Counts and times a request by the route that answered it: the route table's pattern
 * (`ctx.state.route`), a fixed label for a site on its own domain, else `unmatched`; and by its
 * method, one of the standard seven or `OTHER`. Every label thus comes from a fixed set.
 * Called by the conventions middleware (the outermost) once the answer is final, with the
 * time since the request reached it: one frame and one clock for the log line and the metrics.
 */
export function observeRequest(metrics: MetricsEndpoint, ctx: Context, seconds: number): void {
  const route = (ctx.state.route as string | undefined) ?? UNMATCHED_ROUTE;
  const { method } = ctx.req;
  metrics.observeRequest(method !== undefined && LABELLED_METHODS.has(method) ? method : OTHER_METHOD, route, ctx.res.statusCode, seconds);
}
