import type { MongoIndex } from '../schema.js';

export const FOUNDATION_INDEXES: readonly MongoIndex[] = [
  { collection: 'memberships', key: { project_id: 1, user_id: 1 }, options: { unique: true } },
  { collection: 'memberships', key: { user_id: 1 } },
  { collection: 'rate_events', key: { key: 1, at: 1 } },
  // Events older than any window we count are dropped by the server.
  { collection: 'rate_events', key: { at: 1 }, options: { expireAfterSeconds: 3600 } },
];
