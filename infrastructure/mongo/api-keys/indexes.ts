import type { MongoIndex } from '../schema.js';

export const API_KEY_INDEXES: readonly MongoIndex[] = [
  // Every key-authenticated request finds its key by prefix; unique, so a clash is refused.
  { collection: 'api_keys', key: { prefix: 1 }, options: { unique: true } },
  { collection: 'api_keys', key: { project_id: 1, _id: 1 } },
];
