import type { Migration } from './index.js';

/** A person's open Edit Mode streams, counted at each join against the per-person limit (issue 41). */
export const presencePerPerson: Migration = {
  version: 43,
  name: 'presence per person',
  sql: `CREATE INDEX edit_presence_by_person ON edit_presence (user_id, expires_at);`,
};
