import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { JSON_DEPTH_MAX, nestedTooDeep, nestsDeeperThan } from '../../../domain/shared/json-depth.js';
import { invalid, payloadTooLarge, unsupportedMediaType, type AppError } from '../../../domain/shared/errors.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Every JSON media type: `application/json` and the `+json` family (merge-patch, problem, ...). */
const isJson = (ctx: Context): boolean => Boolean(ctx.is('application/json', '+json'));

const hasBody = (ctx: Context): boolean => (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';

const MALFORMED_JSON = 'Malformed JSON body';

/**
 * Reads a JSON body of at most `limitBytes` onto `ctx.request.body`. A declared length over the
 * limit is refused before a byte is read, a chunked body is cut off at the same limit, and a
 * body of another media type is 415: a write never answers success for a body it did not read.
 * A body nesting arrays and objects deeper than JSON_DEPTH_MAX is 400 before it is parsed.
 */
export function jsonBodyReader(limitBytes = BODY_LIMIT_BYTES): (ctx: Context) => Promise<AppError | null> {
  // Read as text, so its depth is checked before JSON.parse sees it. Any media type is read:
  // `isJson` has accepted it already, so the reader and the check cannot disagree.
  const read = bodyParser({ enableTypes: ['text'], extendTypes: { text: ['*/*'] }, textLimit: limitBytes, encoding: 'utf-8' });
  const done = async () => {};
  return async (ctx) => {
    if ((ctx.request.length ?? 0) > limitBytes) return payloadTooLarge();
    if (!hasBody(ctx)) return null;
    if (!isJson(ctx)) return unsupportedMediaType();
    try {
      await read(ctx, done);
    } catch (error) {
      return bodyError(error, ctx);
    }
    const text: unknown = ctx.request.body;
    // A method that takes no body (GET, DELETE): nothing was read.
    if (typeof text !== 'string') return null;
    const parsed = parseJsonBody(text);
    if (typeof parsed === 'string') return invalid(parsed);
    ctx.request.body = parsed.value;
    return null;
  };
}

/** Only an object or an array at the top (after JSON's whitespace), as the body parser's strict mode took them. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;
/** A `"__proto__":` key, however its characters are escaped: only a text with one is parsed with a reviver that refuses it. */
const PROTO_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;

const refuseProtoKey = (key: string, value: unknown): unknown => {
  if (key === '__proto__') throw new SyntaxError('Object contains forbidden prototype property');
  return value;
};

/**
 * A body's text as JSON, or why not: an empty body is `{}`; the depth is checked first, on the
 * text; a `__proto__` key is refused as malformed (a merge would take it for the prototype), as
 * the body parser's JSON reading (co-body with @hapi/bourne) refused it.
 */
function parseJsonBody(text: string): { readonly value: unknown } | string {
  if (text === '') return { value: {} };
  if (nestsDeeperThan(text, JSON_DEPTH_MAX)) return nestedTooDeep(JSON_DEPTH_MAX);
  if (!OBJECT_OR_ARRAY.test(text)) return MALFORMED_JSON;
  try {
    return { value: JSON.parse(text, PROTO_KEY.test(text) ? refuseProtoKey : undefined) };
  } catch {
    return MALFORMED_JSON;
  }
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
  if (error instanceof SyntaxError || type === 'entity.parse.failed') return invalid(MALFORMED_JSON);
  if (typeof status === 'number' && status >= 400 && status < 500) return invalid('Malformed request body');
  throw error;
}
