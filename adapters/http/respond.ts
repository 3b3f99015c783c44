import * as E from 'fp-ts/lib/Either.js';
import type { Context } from 'koa';
import type { AppError } from '../../domain/shared/errors.js';
import { toHttpError, type HttpError } from './error-mapping.js';

export function sendError(ctx: Context, error: HttpError): void {
  ctx.status = error.status;
  if (error.headers) ctx.set(error.headers);
  ctx.body = error.body;
}

/**
 * Writes a use case's result: the value as JSON with `status`, or the mapped error.
 * `status` 204 sends no body.
 */
export function reply<A>(ctx: Context, result: E.Either<AppError, A>, status = 200): void {
  if (E.isLeft(result)) return sendError(ctx, toHttpError(result.left));
  ctx.status = status;
  if (status !== 204) ctx.body = result.right;
}
