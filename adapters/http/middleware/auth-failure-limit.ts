import type { Context } from 'koa';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { rateLimited, type AppError } from '../../../domain/shared/errors.js';

const WINDOW_MS = 60_000;

const TOO_MANY_AUTH_FAILURES = 'Too many failed authentication attempts';

/**
 * Slows down token guessing: once an IP has collected `limit` 401 answers within a minute, its
 * further requests get 429 (with Retry-After) until the oldest of those leaves the window.
 * The route table applies it to every route but the health checks.
 */
export class AuthFailureLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limit: number,
  ) {}

  /** The refusal when the caller's IP is over the limit, else null. */
  async refusal(ctx: Context): Promise<AppError | null> {
    const state = await this.limiter.peek(keyOf(ctx), this.limit, WINDOW_MS);
    return state.allowed ? null : rateLimited(state.retryAfterSeconds, TOO_MANY_AUTH_FAILURES);
  }

  /** Counts the answer when it was a 401. */
  async record(ctx: Context): Promise<void> {
    if (ctx.status === 401) await this.limiter.hit(keyOf(ctx), this.limit, WINDOW_MS);
  }
}

// `ctx.ip` follows TRUST_PROXY (see app.ts): never a value the client chose.
const keyOf = (ctx: Context): string => `auth-failures:${ctx.ip}`;
