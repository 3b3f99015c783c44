import type { Db } from 'mongodb';
import type { Clock, RateDecision, RateLimiter } from '../../../application/shared/ports.js';

interface RateEventDoc {
  key: string;
  at: Date;
}

/**
 * Sliding-window counter shared by every instance: one document per counted event, dropped by
 * a TTL index. Under a burst across instances it may admit a few extra events (count then
 * insert is not one step); the limits it guards are abuse brakes, not quotas.
 */
export class MongoRateLimiter implements RateLimiter {
  private readonly events;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.events = db.collection<RateEventDoc>('rate_events');
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const decision = await this.peek(key, limit, windowMs);
    if (decision.allowed) await this.events.insertOne({ key, at: this.clock.now() });
    return decision;
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const since = new Date(now - windowMs);
    const recent = await this.events.find({ key, at: { $gt: since } }).sort({ at: 1 }).limit(limit).toArray();
    if (recent.length < limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent[0]!.at.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
}
