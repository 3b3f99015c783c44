import type { Middleware } from 'koa';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { sendError } from '../respond.js';

const WINDOW_MS = 60_000;

/**
 * Slows down token guessing: once an IP has collected `limit` 401 answers within a minute, its
 * further requests get 429 (with Retry-After) until the oldest of those leaves the window.
 */
export function authFailureGuard(limiter: RateLimiter, limit: number): Middleware {
  return async (ctx, next) => {
    const key = `auth-failures:${ctx.ip}`;
    const state = await limiter.peek(key, limit, WINDOW_MS);
    if (!state.allowed) {
      return sendError(ctx, {
        status: 429,
        body: { error: 'Too many failed authentication attempts' },
        headers: { 'retry-after': String(state.retryAfterSeconds) },
      });
    }
    await next();
    if (ctx.status === 401) await limiter.hit(key, limit, WINDOW_MS);
  };
}
