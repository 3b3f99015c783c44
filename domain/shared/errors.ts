/**
 * Expected failures, as a tagged union. Use cases return these in an `Either`; the HTTP
 * adapter maps each tag to a status in exactly one place (adapters/http/error-mapping.ts).
 * Anything thrown instead is a bug and becomes an opaque 500.
 */
export type AppError =
  | { readonly _tag: 'Invalid'; readonly message: string }
  | { readonly _tag: 'Unauthenticated'; readonly message: string }
  | { readonly _tag: 'Forbidden'; readonly message: string }
  | { readonly _tag: 'TrialExpired'; readonly message: string }
  | { readonly _tag: 'NotFound'; readonly message: string }
  | { readonly _tag: 'Conflict'; readonly message: string; readonly details?: Readonly<Record<string, unknown>> }
  | { readonly _tag: 'PayloadTooLarge'; readonly message: string }
  | { readonly _tag: 'UnsupportedMediaType'; readonly message: string }
  | { readonly _tag: 'QuotaExceeded'; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly _tag: 'RateLimited'; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly _tag: 'Unavailable'; readonly message: string }
  /**
   * Something broke that the caller cannot fix (a tool threw). The caller sees only `message`;
   * `cause` and `details` go to the log, with the request id, and never into a response.
   */
  | { readonly _tag: 'Internal'; readonly message: string; readonly cause: unknown; readonly details: Readonly<Record<string, unknown>> };

export const invalid = (message: string): AppError => ({ _tag: 'Invalid', message });
export const unauthenticated = (message = 'Authentication required'): AppError => ({ _tag: 'Unauthenticated', message });
export const forbidden = (message = 'Insufficient permission'): AppError => ({ _tag: 'Forbidden', message });
export const trialExpired = (): AppError => ({ _tag: 'TrialExpired', message: 'Trial expired' });
export const notFound = (message = 'Not found'): AppError => ({ _tag: 'NotFound', message });
export const conflict = (message: string, details?: Record<string, unknown>): AppError =>
  details === undefined ? { _tag: 'Conflict', message } : { _tag: 'Conflict', message, details };
export const payloadTooLarge = (message = 'Payload too large'): AppError => ({ _tag: 'PayloadTooLarge', message });
export const unsupportedMediaType = (message = 'Unsupported media type: send application/json'): AppError => ({ _tag: 'UnsupportedMediaType', message });
export const quotaExceeded = (message: string, retryAfterSeconds: number): AppError => ({ _tag: 'QuotaExceeded', message, retryAfterSeconds });
export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests'): AppError => ({ _tag: 'RateLimited', message, retryAfterSeconds });
export const unavailable = (message = 'Service unavailable'): AppError => ({ _tag: 'Unavailable', message });
export const internal = (message: string, cause: unknown, details: Readonly<Record<string, unknown>> = {}): AppError => ({
  _tag: 'Internal',
  message,
  cause,
  details,
});
