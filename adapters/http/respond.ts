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
 * Answers an expected failure through the one mapping. An `Internal` failure's cause is left
 * on `ctx.state.failure` for the conventions middleware, which logs it with the request id.
 */
export function replyError(ctx: Context, error: AppError): void {
  if (error._tag === 'Internal') ctx.state.failure = { cause: error.cause, details: error.details };
  sendError(ctx, toHttpError(error));
}

/**
 * Writes a use case's result: the value as JSON with `status`, or the mapped error.
 * `status` 204 sends no body.
 */
export function reply<A>(ctx: Context, result: E.Either<AppError, A>, status = 200): void {
  if (E.isLeft(result)) return replyError(ctx, result.left);
  ctx.status = status;
  if (status !== 204) ctx.body = result.right;
}
