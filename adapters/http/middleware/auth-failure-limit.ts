import type { Context } from 'koa';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { rateLimited, type AppError } from '../../../domain/shared/errors.js';

const WINDOW_MS = 60_000;

export const TOO_MANY_AUTH_FAILURES = 'Too many failed authentication attempts';

/**
 * Slows down token guessing: once an IP has collected `limit` 401 answers within a minute, its
 * further requests get 429 (with Retry-After) until the oldest of those leaves the window.
 * The route table applies it to every route but the health checks, the static files and the
 * metrics; the embedded voice endpoint to its WebSocket upgrades, which never reach Koa.
 */
export class AuthFailureLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limit: number,
  ) {}

  /** The refusal when the caller's IP is over the limit, else null. */
  refusal(ctx: Context): Promise<AppError | null> {
    // `ctx.ip` follows TRUST_PROXY (see app.ts): never a value the client chose.
    return this.refusalOf(ctx.ip);
  }

  /** Counts the answer when it was a 401. */
  async record(ctx: Context): Promise<void> {
    if (ctx.status === 401) await this.failed(ctx.ip);
  }

  /** The refusal when `ip` is over the limit, else null. */
  async refusalOf(ip: string): Promise<AppError | null> {
    const state = await this.limiter.peek(keyOf(ip), this.limit, WINDOW_MS);
    return state.allowed ? null : rateLimited(state.retryAfterSeconds, TOO_MANY_AUTH_FAILURES);
  }

  /** Counts one 401 answered to `ip`. */
  async failed(ip: string): Promise<void> {
    await this.limiter.hit(keyOf(ip), this.limit, WINDOW_MS);
  }
}

const keyOf = (ip: string): string => `auth-failures:${ip}`;
