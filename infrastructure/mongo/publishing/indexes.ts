import type { MongoIndex } from '../schema.js';

export const PUBLISH_CONFIRMATIONS = 'publish_confirmations';
export const PUBLISHES = 'publishes';

export const PUBLISHING_INDEXES: readonly MongoIndex[] = [
  { collection: PUBLISH_CONFIRMATIONS, key: { project_id: 1, expires_at: 1 } },
  { collection: PUBLISHES, key: { project_id: 1, _id: -1 } },
  // Finds the publishes no deploy has shown yet (deployed_at null) at start-up.
  { collection: PUBLISHES, key: { deployed_at: 1 } },
];
