import type { Clock, RateDecision, RateLimiter } from '../../application/shared/ports.js';
import { ALLOWED, slidingWindowDecision } from '../../application/shared/sliding-window.js';

/** A key's events inside its window, oldest first; `head` skips those already expired. */
interface Log {
  times: number[];
  head: number;
  windowMs: number;
}

const MAX_KEYS = 100_000;
/** Keys examined for expiry per recorded event: memory follows traffic without a timer. */
const SWEEP_PER_HIT = 2;

/**
 * A sliding log for one instance (the embedded SQLite setup; with MongoDB the Mongo limiter is
 * bound instead, so every instance counts the same window). Exact: each event's time is kept
 * until it leaves its window. Memory stays bounded: a key whose window holds no event any more
 * is dropped (keys are kept in order of last use and the stalest are swept a few at a time on
 * every hit), and at most `MAX_KEYS` keys are kept (the least recently used goes first).
 */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly logs = new Map<string, Log>();

  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const log = this.current(key, now, windowMs);
    const decision = slidingWindowDecision(log.times, log.head, limit, windowMs, now);
    if (!decision.allowed) return decision;
    log.times.push(now);
    // Re-inserted last: the map's order is the order of last use, which the sweep relies on.
    this.logs.delete(key);
    this.logs.set(key, log);
    if (this.logs.size > this.maxKeys) this.logs.delete(this.logs.keys().next().value as string);
    return decision;
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const log = this.logs.get(key);
    if (log === undefined) return ALLOWED;
    expire(log, now);
    return slidingWindowDecision(log.times, log.head, limit, windowMs, now);
  }

  /** How many keys are held (for the memory-bound test). */
  get size(): number {
    return this.logs.size;
  }

  private current(key: string, now: number, windowMs: number): Log {
    const log = this.logs.get(key);
    if (log === undefined) return { times: [], head: 0, windowMs };
    log.windowMs = windowMs;
    expire(log, now);
    return log;
  }

  /** Drops the least recently used keys whose windows are empty. */
  private sweep(now: number): void {
    let examined = 0;
    for (const [key, log] of this.logs) {
      if (examined++ >= SWEEP_PER_HIT) return;
      if (log.times[log.times.length - 1]! + log.windowMs > now) return;
      this.logs.delete(key);
    }
  }
}

/** Skips the events that left the window; compacts the array once half of it is dead. */
function expire(log: Log, now: number): void {
  const { times } = log;
  while (log.head < times.length && times[log.head]! + log.windowMs <= now) log.head += 1;
  if (log.head > 32 && log.head * 2 > times.length) {
    times.splice(0, log.head);
    log.head = 0;
  }
}
