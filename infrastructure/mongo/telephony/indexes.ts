import type { MongoIndex } from '../schema.js';

export const TRANSFERS = 'transfers';
export const PHONE_CALLS = 'phone_calls';
export const STREAM_PASSES = 'phone_stream_passes';

export const TELEPHONY_INDEXES: readonly MongoIndex[] = [
  // `active` is set only while a transfer is dialing or connected: at most one per caller.
  { collection: TRANSFERS, key: { project_id: 1, caller_key: 1 }, options: { unique: true, partialFilterExpression: { active: true } } },
  { collection: TRANSFERS, key: { project_id: 1, _id: -1 } },
  { collection: PHONE_CALLS, key: { project_id: 1, id: 1 }, options: { unique: true } },
  { collection: STREAM_PASSES, key: { token_hash: 1 }, options: { unique: true } },
  { collection: STREAM_PASSES, key: { project_id: 1, call_id: 1 } },
  // A telephony number selects one project when a call arrives on it.
  {
    collection: 'projects',
    key: { 'settings.live_agent.phone_number': 1 },
    options: { unique: true, partialFilterExpression: { 'settings.live_agent.phone_number': { $type: 'string' } } },
  },
];
