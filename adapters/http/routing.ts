import type Router from '@koa/router';
import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type * as t from 'io-ts';
import type { Context, Middleware } from 'koa';
import { decodeInput } from '../../application/shared/decode.js';
import type { AppError } from '../../domain/shared/errors.js';
import { reply } from './respond.js';

/** What every feature's routes receive: the container to resolve use cases from, and auth. */
export interface RouteDeps {
  readonly container: Container;
  /** Middleware requiring a verified ID token (sets `ctx.state.actor`). */
  readonly authenticated: Middleware;
}

export type RegisterRoutes = (router: Router, deps: RouteDeps) => void;

/** Decodes the JSON body with `codec`, runs the use case with it, and replies. */
export async function replyWithBody<I, A>(
  ctx: Context,
  codec: t.Type<I, unknown, unknown>,
  run: (input: I) => Promise<E.Either<AppError, A>>,
  status = 200,
): Promise<void> {
  const input = decodeInput(codec, ctx.request.body ?? {});
  if (E.isLeft(input)) return reply(ctx, input);
  reply(ctx, await run(input.right), status);
}
