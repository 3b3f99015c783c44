import type { AppError } from '../../domain/shared/errors.js';

export interface HttpError {
  readonly status: number;
  readonly body: { readonly error: string } & Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The one mapping from expected failures to HTTP. Exhaustive: a new tag fails to compile here. */
export function toHttpError(error: AppError): HttpError {
  switch (error._tag) {
    case 'Invalid':
      return { status: 400, body: { error: error.message } };
    case 'Unauthenticated':
      return { status: 401, body: { error: error.message }, headers: { 'www-authenticate': 'Bearer' } };
    case 'Forbidden':
    case 'TrialExpired':
      return { status: 403, body: { error: error.message } };
    case 'NotFound':
      return { status: 404, body: { error: error.message } };
    case 'Conflict':
      return { status: 409, body: { ...error.details, error: error.message } };
    case 'PayloadTooLarge':
      // The client may still be sending: close the connection rather than drain a huge body.
      return { status: 413, body: { error: error.message }, headers: { connection: 'close' } };
    case 'UnsupportedMediaType':
      return { status: 415, body: { error: error.message } };
    case 'QuotaExceeded':
    case 'RateLimited':
      return { status: 429, body: { error: error.message }, headers: { 'retry-after': String(error.retryAfterSeconds) } };
    case 'Internal':
      // `cause` and `details` are for the log only (see respond.ts).
      return { status: 500, body: { error: error.message } };
    case 'Unavailable':
      return { status: 503, body: { error: error.message } };
  }
}

/** What a response says when something unexpected broke: nothing about the internals. */
export const INTERNAL_ERROR: HttpError = { status: 500, body: { error: 'Internal server error' } };
