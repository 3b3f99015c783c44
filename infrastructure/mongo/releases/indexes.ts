import type { MongoIndex } from '../schema.js';
import { RELEASES } from './release-repository.js';

export const RELEASE_INDEXES: readonly MongoIndex[] = [
  { collection: RELEASES, key: { project_id: 1, _id: -1 } },
  // The scheduler's look for due releases, and for claims that ran out.
  { collection: RELEASES, key: { status: 1, publish_at: 1 } },
  { collection: RELEASES, key: { status: 1, claim_until: 1 } },
];
