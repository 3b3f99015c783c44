import type { MongoIndex } from '../schema.js';

export const FOUNDATION_INDEXES: readonly MongoIndex[] = [
  { collection: 'memberships', key: { project_id: 1, user_id: 1 }, options: { unique: true } },
  { collection: 'memberships', key: { user_id: 1 } },
  // One sliding log per rate-limited key; dropped by the server once its newest event left the window.
  { collection: 'rate_windows', key: { expires_at: 1 }, options: { expireAfterSeconds: 0 } },
];
