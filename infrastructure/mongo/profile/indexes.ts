import type { MongoIndex } from '../schema.js';

/** One profile per (project, user). */
export const PROFILE_INDEXES: readonly MongoIndex[] = [{ collection: 'profiles', key: { project_id: 1, user_id: 1 }, options: { unique: true } }];
