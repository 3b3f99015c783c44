import type { MongoIndex } from '../schema.js';

export const ONBOARDING_SESSIONS = 'onboarding_sessions';

export const ONBOARDING_INDEXES: readonly MongoIndex[] = [
  // One session per (project, user): also what settles two first writes racing (see change).
  { collection: ONBOARDING_SESSIONS, key: { project_id: 1, user_id: 1 }, options: { unique: true } },
  { collection: ONBOARDING_SESSIONS, key: { project_id: 1, _id: 1 } },
];
