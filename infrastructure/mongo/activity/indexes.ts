import type { MongoIndex } from '../schema.js';

export const ACTIVITY = 'activity';

export const ACTIVITY_INDEXES: readonly MongoIndex[] = [
  { collection: ACTIVITY, key: { project_id: 1, _id: -1 } },
  { collection: ACTIVITY, key: { project_id: 1, action: 1, _id: -1 } },
  { collection: ACTIVITY, key: { project_id: 1, 'actor.id': 1, _id: -1 } },
  { collection: ACTIVITY, key: { project_id: 1, on_behalf_of: 1, _id: -1 }, options: { partialFilterExpression: { on_behalf_of: { $type: 'string' } } } },
  { collection: ACTIVITY, key: { at: 1 } },
  // One holder of an autosave's coalescing key per project (MongoActivityLog.appendCoalescing).
  {
    collection: ACTIVITY,
    key: { project_id: 1, coalesce_key: 1 },
    options: { unique: true, partialFilterExpression: { coalesce_key: { $type: 'string' } } },
  },
];
