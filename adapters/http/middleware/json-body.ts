import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { invalid, payloadTooLarge, unsupportedMediaType, type AppError } from '../../../domain/shared/errors.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Every JSON media type: `application/json` and the `+json` family (merge-patch, problem, ...). */
const isJson = (ctx: Context): boolean => Boolean(ctx.is('application/json', '+json'));

const hasBody = (ctx: Context): boolean => (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';

/**
 * Reads a JSON body of at most `limitBytes` onto `ctx.request.body`. A declared length over the
 * limit is refused before a byte is read, a chunked body is cut off at the same limit, and a
 * body of another media type is 415: a write never answers success for a body it did not read.
 */
export function jsonBodyReader(limitBytes = BODY_LIMIT_BYTES): (ctx: Context) => Promise<AppError | null> {
  // detectJSON makes the parser read exactly what `isJson` accepts, so the two cannot disagree.
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, encoding: 'utf-8', detectJSON: isJson });
  const done = async () => {};
  return async (ctx) => {
    if ((ctx.request.length ?? 0) > limitBytes) return payloadTooLarge();
    if (!hasBody(ctx)) return null;
    if (!isJson(ctx)) return unsupportedMediaType();
    try {
      await parse(ctx, done);
      return null;
    } catch (error) {
      return bodyError(error);
    }
  };
}

/** What the body parser (co-body, raw-body) throws, as our failures. */
export function bodyError(error: unknown): AppError {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (status === 413 || type === 'entity.too.large') return payloadTooLarge();
  if (status === 415) return unsupportedMediaType();
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (error instanceof SyntaxError || type === 'entity.parse.failed') return invalid('Malformed JSON body');
  if (typeof status === 'number' && status >= 400 && status < 500) return invalid('Malformed request body');
  throw error;
}
