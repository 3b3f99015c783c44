import type { MongoIndex } from '../schema.js';

export const ACTIVITY = 'activity';

export const ACTIVITY_INDEXES: readonly MongoIndex[] = [
  { collection: ACTIVITY, key: { project_id: 1, _id: -1 } },
  { collection: ACTIVITY, key: { project_id: 1, action: 1, _id: -1 } },
  { collection: ACTIVITY, key: { project_id: 1, 'actor.id': 1, _id: -1 } },
  { collection: ACTIVITY, key: { project_id: 1, on_behalf_of: 1, _id: -1 }, options: { partialFilterExpression: { on_behalf_of: { $type: 'string' } } } },
  { collection: ACTIVITY, key: { at: 1 } },
];
