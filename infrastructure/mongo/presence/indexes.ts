import type { MongoIndex } from '../schema.js';
import { EDIT_EVENTS, EDIT_PRESENCE, EDIT_PRESENCE_SLOTS, EDIT_SEQUENCE } from './edit-sessions.js';

// Creating them also creates the collections up front: events are inserted inside transactions.
export const PRESENCE_INDEXES: readonly MongoIndex[] = [
  { collection: EDIT_PRESENCE, key: { project_id: 1, draft_id: 1, expires_at: 1 } },
  { collection: EDIT_PRESENCE, key: { expires_at: 1 } },
  // A person's open streams, counted at each join.
  { collection: EDIT_PRESENCE, key: { user_id: 1, expires_at: 1 } },
  // Slots only serialise joins: a day after its last join, a slot goes.
  { collection: EDIT_PRESENCE_SLOTS, key: { at: 1 }, options: { expireAfterSeconds: 86_400 } },
  { collection: EDIT_EVENTS, key: { project_id: 1 } },
  // Events are needed for a minute or so (pollers read them within a second): an hour, then the server drops them.
  { collection: EDIT_EVENTS, key: { expires: 1 }, options: { expireAfterSeconds: 0 } },
  { collection: EDIT_SEQUENCE, key: { seq: 1 } },
];
