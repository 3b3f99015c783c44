import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { INTERNAL_ERROR, type HttpError } from '../error-mapping.js';
import { sendError } from '../respond.js';

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
 * The last line of defence: an expected failure never reaches here (use cases return them);
 * anything thrown is either a client mistake caught by a library, or a bug that becomes an
 * opaque 500 whose details stay in the log with the request id.
 */
export function errorBoundary(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const mapped = fromHttpLibrary((error ?? {}) as Record<string, unknown>);
      if (mapped !== null) return sendError(ctx, mapped);
      logger.error({ request_id: ctx.state.requestId, err: error }, 'unhandled error');
      sendError(ctx, INTERNAL_ERROR);
    }
  };
}
