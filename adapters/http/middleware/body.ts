import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { sendError } from '../respond.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Only these carry a body we read; anything else skips the parser entirely. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const hasBody = (ctx: Parameters<Middleware>[0]) =>
  (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';

/**
 * JSON bodies only, at most 1 MB. A declared length over the limit is refused before a byte is
 * read; a chunked body is cut off by the parser at the same limit. The handler never runs.
 */
export function jsonBody(limitBytes = BODY_LIMIT_BYTES): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, encoding: 'utf-8' });
  return async (ctx, next) => {
    if (!METHODS_WITH_BODY.has(ctx.method)) return next();
    if ((ctx.request.length ?? 0) > limitBytes) {
      // The client may still be sending; close the connection rather than drain a huge body.
      ctx.set('connection', 'close');
      return sendError(ctx, { status: 413, body: { error: 'Payload too large' } });
    }
    if (hasBody(ctx) && !ctx.is('application/json', '+json')) {
      return sendError(ctx, { status: 415, body: { error: 'Unsupported media type: send application/json' } });
    }
    return parse(ctx, next);
  };
}
