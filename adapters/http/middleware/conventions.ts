import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { MetricsEndpoint } from '../../../application/observability/ports.js';
import { INTERNAL_ERROR } from '../error-mapping.js';
import { replyError, sendError } from '../respond.js';
import { bodyError } from './json-body.js';
import { answersBeforeTheBody, answerThenLinger } from './lingering-close.js';
import { loggedPath } from './logged-path.js';
import { observeRequest } from './request-metrics.js';

const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** What an answer was, by its status, as the request log names it (what an operator filters on). */
type Outcome = 'informational' | 'success' | 'redirect' | 'client_error' | 'server_error';

function outcomeOf(status: number): Outcome {
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'client_error';
  if (status >= 300) return 'redirect';
  if (status >= 200) return 'success';
  return 'informational';
}

/** A client's mistake is worth a look (`warn`), a server failure is ours (`error`); the rest is traffic. */
const LEVEL_OF: Readonly<Record<Outcome, 'info' | 'warn' | 'error'>> = {
  informational: 'info',
  success: 'info',
  redirect: 'info',
  client_error: 'warn',
  server_error: 'error',
};

/** A client mistake caught by an HTTP library (a body it could not read), else null. */
function clientMistake(error: unknown, ctx: Context) {
  try {
    return bodyError(error, ctx);
  } catch {
    return null;
  }
}

/**
 * The conventions every response follows, in one middleware (one frame on the hot path):
 * - an `x-request-id` (the caller's when sane, else a new one), echoed and logged;
 * - `X-Content-Type-Options: nosniff` on every answer (JSON, errors, the OAuth library's and the
 *   MCP SDK's own answers alike): a browser never reads an answer as another type than it says;
 * - a thrown error is a client mistake caught by a library (its 4xx, through the one error
 *   mapping) or a bug: an opaque 500 whose details stay in the log with the request id;
 * - an error status answered without a body (a path no handler serves) gets `{ error }` too;
 * - an answer given before the request's body arrived, on a connection that then closes, is
 *   sent first and the rest of the body received and dropped (bounded), so it is not lost;
 * - an `Internal` failure answered by a use case is logged the same way (`ctx.state.failure`);
 * - one log line per request: method, path (no query string, a secret segment such as a preview
 *   link's token redacted: logged-path.ts), status and its outcome, duration; at `info`, `warn`
 *   for a client's mistake (4xx), `error` for a failure (5xx). Never headers, so tokens and API
 *   keys cannot reach the logs;
 * - with metrics on (METRICS_TOKEN), every request counted and timed (request-metrics.ts), in
 *   this same frame and from the same clock reading as the log line: one `async` frame less on
 *   every request than a middleware of its own.
 */
export function conventions(logger: Logger, metrics?: MetricsEndpoint): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    // Node's header, not Koa's `ctx.get` (a getter chain and a lower-casing per call); Node joins a repeated one with commas.
    const incoming = String(ctx.req.headers['x-request-id'] ?? '');
    const requestId = ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // Set before the handlers run, on the response itself: the libraries that write their own
    // answers keep them. Straight on Node's response (nothing is sent yet): Koa's `set` builds
    // arrays per call, on every request.
    ctx.res.setHeader('x-request-id', requestId);
    ctx.res.setHeader('x-content-type-options', 'nosniff');
    try {
      await next();
      // A route that answered no body (Koa would write its status text as text/plain): the JSON error every 4xx is.
      if (ctx.status >= 400 && ctx.body == null && ctx.respond !== false) {
        sendError(ctx, { status: ctx.status, body: { error: ctx.status === 404 ? 'Not found' : (STATUS_CODES[ctx.status] ?? 'Request refused') } });
      }
      const failure = ctx.state.failure as { cause: unknown; details: Record<string, unknown> } | undefined;
      if (failure !== undefined) logger.error({ request_id: requestId, ...failure.details, err: failure.cause }, 'internal failure');
      // A refused upload: the client may still be sending what nobody will read (see lingering-close.ts).
      if (answersBeforeTheBody(ctx)) await answerThenLinger(ctx);
    } catch (error) {
      const mistake = clientMistake(error, ctx);
      if (mistake !== null) replyError(ctx, mistake);
      else {
        logger.error({ request_id: requestId, err: error }, 'unhandled error');
        sendError(ctx, INTERNAL_ERROR);
      }
    } finally {
      const ms = performance.now() - started;
      const status = ctx.res.statusCode;
      const outcome = outcomeOf(status);
      const level = LEVEL_OF[outcome];
      if (logger.isLevelEnabled(level)) {
        logger[level]({ request_id: requestId, method: ctx.method, path: loggedPath(ctx.path), status, outcome, ms: Math.round(ms) }, 'request');
      }
      // Last: the status is final here (an error answered above included).
      if (metrics !== undefined) observeRequest(metrics, ctx, ms / 1000);
    }
  };
}
