import type { Db } from 'mongodb';
import type { LiveSessionKey, LiveSessionLedger, Reservation } from '../../../application/live/ports.js';
import type { LiveSession } from '../../../domain/live/live-session.js';
import { LIVE_DAYS } from './indexes.js';
import { isDuplicateKey } from '../errors.js';

/**
 * One document per (project, user, UTC day): the day's count and the sessions issued on it.
 * Reserving is a single conditional update of that document (`count < limit` then `$inc` and
 * `$push` together), which MongoDB applies atomically, so any number of instances share one
 * exact quota without a transaction, in one round trip. A day's document holds at most
 * `limit` sessions of a few hundred bytes each: far below the 16 MB document limit for any
 * plausible plan.
 */
interface LiveDayDoc {
  project_id: string;
  user_id: string;
  day: string;
  count: number;
  sessions: LiveSession[];
}

export class MongoLiveSessionLedger implements LiveSessionLedger {
  private readonly days;

  constructor(db: Db) {
    this.days = db.collection<LiveDayDoc>(LIVE_DAYS);
  }

  async reserve(session: LiveSession, limit: number): Promise<Reservation> {
    // An upsert would create the day's document with count 1 whatever the limit: guard it.
    if (limit <= 0) return 'exhausted';
    const key = dayOf(session);
    // When the day's document exists but is full, the filter matches nothing and the upsert's
    // insert collides with the unique index: that duplicate-key error means "exhausted". The
    // same error also ends a race of two first sessions of the day; one retry settles it.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.days.updateOne({ ...key, count: { $lt: limit } }, { $inc: { count: 1 }, $push: { sessions: session } }, { upsert: true });
        return 'reserved';
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return 'exhausted';
  }

  async release(session: LiveSessionKey): Promise<void> {
    // Matches only while the session is still listed, so a repeated release changes nothing.
    await this.days.updateOne({ ...dayOf(session), 'sessions.id': session.id }, { $pull: { sessions: { id: session.id } }, $inc: { count: -1 } });
  }

  async redeem(session: LiveSessionKey, at: Date): Promise<boolean> {
    // The positional `$` is the element the `$elemMatch` matched: only an unused one.
    const result = await this.days.updateOne(
      { ...dayOf(session), sessions: { $elemMatch: { id: session.id, redeemed_at: null } } },
      { $set: { 'sessions.$.redeemed_at': at.toISOString() } },
    );
    return result.modifiedCount === 1;
  }

  async listForDay(projectId: string, userId: string, day: string): Promise<LiveSession[]> {
    const doc = await this.days.findOne({ project_id: projectId, user_id: userId, day }, { projection: { sessions: 1 } });
    const sessions = doc?.sessions ?? [];
    return [...sessions].sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.id.localeCompare(b.id));
  }
}

/** The day document's key (the unique index's fields). */
const dayOf = (s: LiveSessionKey) => ({ project_id: s.project_id, user_id: s.user_id, day: s.day });
