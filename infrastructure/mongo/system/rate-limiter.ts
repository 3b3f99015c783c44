import type { Db } from 'mongodb';
import type { Clock, RateDecision, RateLimiter } from '../../../application/shared/ports.js';
import { ALLOWED, slidingWindowDecision } from '../../../application/shared/sliding-window.js';

/** One document per key: the times of its events inside the window (a sliding log). */
interface RateWindowDoc {
  _id: string;
  /** Epoch milliseconds, oldest first; never more than the limit (refused events are not kept). */
  times: number[];
  /** When the newest event leaves the window: the TTL index drops the document then. */
  expires_at: Date;
  /** Whether the last hit was admitted (written by the same update that decided it). */
  allowed: boolean;
}

const DUPLICATE_KEY = 11000;

/**
 * A sliding log shared by every instance. A hit is ONE atomic single-document update (an
 * aggregation-pipeline update with upsert): it drops the times that left the window, admits
 * the event only when fewer than `limit` remain, appends it, and returns the document, so
 * concurrent hits from any number of instances can never admit more than `limit`. The
 * document is bounded by `limit` entries, and a TTL index on `expires_at` removes idle keys.
 */
export class MongoRateLimiter implements RateLimiter {
  private readonly windows;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.windows = db.collection<RateWindowDoc>('rate_windows');
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const since = now - windowMs;
    const update = [
      { $set: { times: { $filter: { input: { $ifNull: ['$times', []] }, as: 't', cond: { $gt: ['$$t', since] } } } } },
      { $set: { allowed: { $lt: [{ $size: '$times' }, limit] } } },
      {
        $set: {
          times: { $cond: ['$allowed', { $concatArrays: ['$times', [now]] }, '$times'] },
          expires_at: { $cond: ['$allowed', new Date(now + windowMs), { $ifNull: ['$expires_at', new Date(now + windowMs)] }] },
        },
      },
    ];
    let doc: RateWindowDoc | null;
    try {
      doc = await this.windows.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' });
    } catch (error) {
      // Two first hits on a new key may both try to insert it: the loser retries as an update.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      doc = await this.windows.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' });
    }
    if (doc === null || doc.allowed) return ALLOWED;
    return slidingWindowDecision(doc.times, 0, limit, windowMs, now);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const doc = await this.windows.findOne({ _id: key });
    if (doc === null) return ALLOWED;
    const times = doc.times.filter((t) => t > now - windowMs);
    return slidingWindowDecision(times, 0, limit, windowMs, now);
  }
}
