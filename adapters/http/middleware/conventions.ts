import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { INTERNAL_ERROR, type HttpError } from '../error-mapping.js';
import { sendError } from '../respond.js';

const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Errors raised by HTTP libraries (body parsing) carry a status; give them our JSON shape. */
function fromHttpLibrary(error: { status?: unknown; type?: unknown }): HttpError | null {
  const status = typeof error.status === 'number' ? error.status : null;
  if (status === null || status < 400 || status >= 500) return null;
  if (status === 413) return { status, body: { error: 'Payload too large' } };
  if (status === 415) return { status, body: { error: 'Unsupported media type: send application/json' } };
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (status === 400 && (error instanceof SyntaxError || error.type === 'entity.parse.failed')) return { status, body: { error: 'Malformed JSON body' } };
  if (status === 400) return { status, body: { error: 'Malformed request body' } };
  return { status, body: { error: 'Invalid request' } };
}

/**
 * The conventions every response follows, in one middleware (one frame on the hot path):
 * - an `x-request-id` (the caller's when sane, else a new one), echoed and logged;
 * - unknown paths answer 404 and known paths with a wrong method 405, as JSON;
 * - a thrown error is a client mistake caught by a library (its 4xx, as JSON) or a bug: an
 *   opaque 500 whose details stay in the log with the request id;
 * - one log line per request: method, path (no query string), status, duration. Never
 *   headers, so tokens and API keys cannot reach the logs.
 */
export function conventions(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 405) sendError(ctx, { status: 405, body: { error: 'Method not allowed' } });
        else if (ctx.status === 404) sendError(ctx, { status: 404, body: { error: 'Not found' } });
      }
    } catch (error) {
      const mapped = fromHttpLibrary((error ?? {}) as Record<string, unknown>);
      if (mapped !== null) sendError(ctx, mapped);
      else {
        logger.error({ request_id: requestId, err: error }, 'unhandled error');
        sendError(ctx, INTERNAL_ERROR);
      }
    } finally {
      if (logger.isLevelEnabled('info')) {
        logger.info({ request_id: requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
      }
    }
  };
}
