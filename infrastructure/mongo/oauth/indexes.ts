import type { MongoIndex } from '../schema.js';

export const OAUTH_INDEXES: readonly MongoIndex[] = [
  // Revoking a grant deletes every entry of it in one statement.
  { collection: 'oauth_entries', key: { grant_id: 1 }, options: { partialFilterExpression: { grant_id: { $type: 'string' } } } },
  { collection: 'oauth_entries', key: { model: 1, account_id: 1, created_at: 1 }, options: { partialFilterExpression: { account_id: { $type: 'string' } } } },
  { collection: 'oauth_entries', key: { model: 1, uid: 1 }, options: { partialFilterExpression: { uid: { $type: 'string' } } } },
  { collection: 'oauth_entries', key: { model: 1, user_code: 1 }, options: { partialFilterExpression: { user_code: { $type: 'string' } } } },
  // MongoDB drops expired entries itself (about once a minute); reads skip them meanwhile, and the sweep does the rest.
  { collection: 'oauth_entries', key: { expires_at: 1 }, options: { expireAfterSeconds: 0 } },
];
