import type { Migration } from './index.js';

/**
 * Issue 43: invitations by email. The link's token is stored only as its hash; an invitation
 * is pending until it expires, is revoked, or is accepted (by the one claim that won).
 */
export const invitations: Migration = {
  version: 47,
  name: 'invitations by email',
  sql: `
    CREATE TABLE invitations (
      id          TEXT PRIMARY KEY,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      email       TEXT NOT NULL,
      role        TEXT NOT NULL,
      token_hash  TEXT NOT NULL UNIQUE,
      created_by  TEXT NOT NULL,
      created_at  TEXT NOT NULL,
      expires_at  TEXT NOT NULL,
      revoked_at  TEXT,
      accepted_by TEXT,
      accepted_at TEXT
    );
    CREATE INDEX invitations_by_project ON invitations (project_id, id);
  `,
};
