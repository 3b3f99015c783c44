import type { MongoIndex } from '../schema.js';
import { DRAFT_APPROVALS } from './draft-approvals.js';

// Creating them also creates the collection up front: approvals are written inside transactions.
export const APPROVAL_INDEXES: readonly MongoIndex[] = [{ collection: DRAFT_APPROVALS, key: { project_id: 1 } }];
