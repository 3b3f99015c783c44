import type { Migration } from './index.js';

/**
 * The live agent for the public (issue 34): visitors (their token only as a hash), the daily
 * counts of public sessions (the project's budget and each address's limit), the address a
 * public session was counted on, and the single-use passes that bind a phone call's media
 * stream to the call they were issued for.
 */
export const livePublic: Migration = {
  version: 34,
  name: 'live agent for the public',
  sql: `
    CREATE TABLE live_visitors (
      token_hash TEXT PRIMARY KEY,   -- SHA-256 of the visitor token; the token is never stored
      id         TEXT NOT NULL,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX live_visitors_by_project_expiry ON live_visitors (project_id, expires_at);

    -- One row per (project, UTC day, scope): scope '*' counts the whole public of the project,
    -- any other scope one address (a salted hash of a client IP or of a caller's number).
    CREATE TABLE live_public_days (
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      day        TEXT NOT NULL,
      scope      TEXT NOT NULL,
      count      INTEGER NOT NULL,
      PRIMARY KEY (project_id, day, scope)
    ) WITHOUT ROWID;

    -- A public session's counted address (null for a member's session): what release gives back.
    ALTER TABLE live_sessions ADD COLUMN address TEXT;

    CREATE TABLE phone_stream_passes (
      token_hash  TEXT PRIMARY KEY,  -- SHA-256 of the pass; the pass is never stored
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      call_id     TEXT NOT NULL,
      expires_at  TEXT NOT NULL,
      redeemed_at TEXT
    ) WITHOUT ROWID;
  `,
};
