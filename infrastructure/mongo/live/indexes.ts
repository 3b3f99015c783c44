import type { MongoIndex } from '../schema.js';

/** One document per (project, user, UTC day): see MongoLiveSessionLedger. */
export const LIVE_DAYS = 'live_session_days';

export const LIVE_INDEXES: readonly MongoIndex[] = [
  // Every operation finds the day's document by this key; its uniqueness is also what turns a
  // refused conditional upsert into "exhausted" (see MongoLiveSessionLedger.reserve).
  { collection: LIVE_DAYS, key: { project_id: 1, user_id: 1, day: 1 }, options: { unique: true } },
];
