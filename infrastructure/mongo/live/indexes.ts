import type { MongoIndex } from '../schema.js';

/** One document per (project, user, UTC day): see MongoLiveSessionLedger. */
export const LIVE_DAYS = 'live_session_days';
/** One document per (project, UTC day, scope): the public's counts (the project's, each address's). */
export const LIVE_PUBLIC_DAYS = 'live_public_days';
/** Public visitors, by their token's hash. */
export const LIVE_VISITORS = 'live_visitors';

export const LIVE_INDEXES: readonly MongoIndex[] = [
  // Every operation finds the day's document by this key; its uniqueness is also what turns a
  // refused conditional upsert into "exhausted" (see MongoLiveSessionLedger.reserve).
  { collection: LIVE_DAYS, key: { project_id: 1, user_id: 1, day: 1 }, options: { unique: true } },
  { collection: LIVE_PUBLIC_DAYS, key: { project_id: 1, day: 1, scope: 1 }, options: { unique: true } },
  { collection: LIVE_VISITORS, key: { token_hash: 1 }, options: { unique: true } },
];
