import type { Migration } from './index.js';

export const live: Migration = {
  version: 3,
  name: 'live voice sessions',
  sql: `
    -- The quota counter, one row per (project, user, UTC day): reserving is a conditional
    -- increment of one row, whatever the number of sessions already recorded.
    CREATE TABLE live_session_days (
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id    TEXT NOT NULL,
      day        TEXT NOT NULL,     -- UTC YYYY-MM-DD
      count      INTEGER NOT NULL,
      PRIMARY KEY (project_id, user_id, day)
    ) WITHOUT ROWID;
    -- Every issued session, keyed by its quota bucket: the insert touches one b-tree only.
    -- The token itself is never stored.
    CREATE TABLE live_sessions (
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id     TEXT NOT NULL,
      day         TEXT NOT NULL,
      id          TEXT NOT NULL,     -- unique (time-ordered id); also the local token's jti
      kind        TEXT NOT NULL CHECK (kind IN ('start', 'resume')),
      issued_at   TEXT NOT NULL,
      expires_at  TEXT NOT NULL,
      redeemed_at TEXT,
      PRIMARY KEY (project_id, user_id, day, id)
    ) WITHOUT ROWID;
  `,
};
