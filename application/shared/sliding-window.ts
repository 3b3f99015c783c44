import type { RateDecision } from './ports.js';

export const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

/**
 * The decision of a sliding log: `times` are the epoch milliseconds of the events still inside
 * the window (oldest first; an event at `t` counts while `now < t + windowMs`). When `limit`
 * or more remain, the next event is allowed once enough of them have left for the count to
 * drop below `limit`: when the event at index `count - limit` leaves, at `t + windowMs`.
 * Every adapter of the `RateLimiter` port answers through this, so all agree to the second.
 */
export function slidingWindowDecision(times: ArrayLike<number>, start: number, limit: number, windowMs: number, now: number): RateDecision {
  const count = times.length - start;
  if (count < limit) return ALLOWED;
  const freesAt = times[start + count - limit]! + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
}
