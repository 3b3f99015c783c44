import * as E from 'fp-ts/lib/Either.js';
import type { Context, Middleware, Next } from 'koa';
import type { Authenticate } from '../../../application/identity/authenticate.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { toHttpError } from '../error-mapping.js';
import { sendError } from '../respond.js';

const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i;

export const bearerToken = (ctx: Context): string | null => BEARER.exec(ctx.get('authorization'))?.[1] ?? null;

/** Requires `Authorization: Bearer <ID token>` and puts the actor on `ctx.state.actor`. */
export function authenticated(authenticate: Authenticate): Middleware {
  return async (ctx: Context, next: Next) => {
    const result = await authenticate.execute(bearerToken(ctx));
    if (E.isLeft(result)) return sendError(ctx, toHttpError(result.left));
    ctx.state.actor = result.right;
    return next();
  };
}

export const actorOf = (ctx: Context): Actor => ctx.state.actor as Actor;
