import type { MongoIndex } from '../schema.js';
import { CAPTURES } from './capture-repository.js';

export const INGESTION_INDEXES: readonly MongoIndex[] = [{ collection: CAPTURES, key: { project_id: 1, _id: 1 } }];
