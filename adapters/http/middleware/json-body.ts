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
  // The parser runs only once `isJson` has accepted the body, so it is told the body is JSON
  // (`detectJSON`) rather than parse the media type a second time: the two cannot disagree.
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, encoding: 'utf-8', detectJSON: () => true });
  const done = async () => {};
  return async (ctx) => {
    if ((ctx.request.length ?? 0) > limitBytes) return payloadTooLarge();
    if (!hasBody(ctx)) return null;
    if (!isJson(ctx)) return unsupportedMediaType();
    try {
      await parse(ctx, done);
      return null;
    } catch (error) {
      return bodyError(error, ctx);
    }
  };
}

/**
 * What zlib raises for bytes that do not decode as their `Content-Encoding` says: gzip and
 * deflate `Z_DATA_ERROR` (or `Z_BUF_ERROR` when cut short), brotli `ERR__ERROR_FORMAT_...`.
 */
const isUndecodable = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR_'));
};

/** What the body parser (co-body, raw-body, the decompression before them) throws, as our failures. */
export function bodyError(error: unknown, ctx: Context): AppError {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (status === 413 || type === 'entity.too.large') return payloadTooLarge();
  if (status === 415) return unsupportedMediaType();
  // The body reader only ever decompresses what the client sent: a body that does not decode is its mistake.
  if (isUndecodable(error))
    return invalid(`Malformed request body: it is not valid ${ctx.get('content-encoding').trim() || 'compressed'} data (Content-Encoding)`);
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (error instanceof SyntaxError || type === 'entity.parse.failed') return invalid('Malformed JSON body');
  if (typeof status === 'number' && status >= 400 && status < 500) return invalid('Malformed request body');
  throw error;
}
