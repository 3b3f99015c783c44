import type { Clock, RateDecision, RateLimiter } from '../../application/shared/ports.js';

const MAX_KEYS = 100_000;

/**
 * Sliding-window counter for a single instance (the embedded SQLite setup). With MongoDB the
 * Mongo limiter is bound instead, so every instance counts the same window.
 */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const events = this.recent(key, now, windowMs);
    if (events.length >= limit) return this.refusal(events, now, windowMs);
    events.push(now);
    if (!this.windows.has(key)) {
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
      this.windows.set(key, events);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const events = this.recent(key, now, windowMs);
    return events.length >= limit ? this.refusal(events, now, windowMs) : { allowed: true, retryAfterSeconds: 0 };
  }

  private recent(key: string, now: number, windowMs: number): number[] {
    const events = this.windows.get(key) ?? [];
    while (events.length > 0 && events[0]! <= now - windowMs) events.shift();
    if (events.length === 0) this.windows.delete(key);
    return events;
  }

  private refusal(events: number[], now: number, windowMs: number): RateDecision {
    const oldest = events[0] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
}
