import type { MongoIndex } from '../schema.js';
import { INVITATIONS } from './invitation-store.js';

export const INVITATION_INDEXES: readonly MongoIndex[] = [
  { collection: INVITATIONS, key: { token_hash: 1 }, options: { unique: true } },
  { collection: INVITATIONS, key: { project_id: 1, _id: -1 } },
];
