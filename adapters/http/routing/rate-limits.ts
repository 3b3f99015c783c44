import type { Context } from 'koa';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { rateLimited, type AppError } from '../../../domain/shared/errors.js';

/** A per-route limit: at most `limit` requests per client IP in any `windowMs` (sliding). */
export interface RateRule {
  /** Names the counter: routes sharing a rule share one window per IP. */
  readonly name: RateRuleName;
  readonly limit: number;
  readonly windowMs: number;
}

export type RateRuleName = 'mcp' | 'oauth' | 'sign-in';

/**
 * The contract's per-IP limits. A route opts in with `rateLimit: 'mcp'` (or `'oauth'`,
 * `'sign-in'`); the limits themselves can be set by configuration (MCP_RATE_LIMIT,
 * OAUTH_RATE_LIMIT, SIGN_IN_RATE_LIMIT), which the benchmark does, since all of its
 * connections come from one address.
 */
const RATE_RULES: Readonly<Record<RateRuleName, RateRule>> = {
  /** `POST /mcp`: 60 requests in any 60-second sliding window. */
  mcp: { name: 'mcp', limit: 60, windowMs: 60_000 },
  /** `/oauth/*`: 30 requests per minute (a sliding minute too, the stricter reading). */
  oauth: { name: 'oauth', limit: 30, windowMs: 60_000 },
  /** `POST /auth/dev/sign-in` (it mints tokens): 30 requests per minute, as the OAuth pages. */
  'sign-in': { name: 'sign-in', limit: 30, windowMs: 60_000 },
};

/** The rules with limits overridden by configuration. */
export function configuredRules(limits: Partial<Record<RateRuleName, number>>): Readonly<Record<RateRuleName, RateRule>> {
  const rules = { ...RATE_RULES };
  for (const [name, limit] of Object.entries(limits) as Array<[RateRuleName, number | undefined]>) {
    if (limit !== undefined) rules[name] = { ...rules[name], limit };
  }
  return rules;
}

/** Counts the request against its rule; the refusal (429 with Retry-After) when over. */
export async function rateRefusal(limiter: RateLimiter, rule: RateRule, ctx: Context): Promise<AppError | null> {
  // `ctx.ip` follows TRUST_PROXY (see app.ts): never a value the client chose.
  const decision = await limiter.hit(`${rule.name}:${ctx.ip}`, rule.limit, rule.windowMs);
  return decision.allowed ? null : rateLimited(decision.retryAfterSeconds);
}
