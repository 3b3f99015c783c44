import type { Migration } from './index.js';

/**
 * The OAuth authorization server's state (clients, grants, codes, tokens, sessions,
 * interactions, the connectors' records of grants), one row per entry of a model, and its key
 * material. Token and code values are never stored: their rows are keyed by a SHA-256 of the
 * value (see OAuthState). Entries belong to users, not projects: no project_id. Expired rows
 * are swept periodically; reads ignore them meanwhile.
 */
export const oauth: Migration = {
  version: 9,
  name: 'oauth',
  sql: `
    CREATE TABLE oauth_entries (
      model        TEXT NOT NULL,
      id           TEXT NOT NULL,
      payload      TEXT NOT NULL,
      grant_id     TEXT,
      account_id   TEXT,
      uid          TEXT,
      user_code    TEXT,
      expires_at   TEXT,
      consumed_at  TEXT,
      last_used_at TEXT,
      created_at   TEXT NOT NULL,
      PRIMARY KEY (model, id)
    ) WITHOUT ROWID;
    CREATE INDEX oauth_entries_by_grant ON oauth_entries (grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX oauth_entries_by_account ON oauth_entries (model, account_id, created_at) WHERE account_id IS NOT NULL;
    CREATE INDEX oauth_entries_by_uid ON oauth_entries (model, uid) WHERE uid IS NOT NULL;
    CREATE INDEX oauth_entries_by_user_code ON oauth_entries (model, user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX oauth_entries_by_expiry ON oauth_entries (expires_at) WHERE expires_at IS NOT NULL;
    CREATE TABLE oauth_keys (
      id   INTEGER PRIMARY KEY CHECK (id = 1),
      keys TEXT NOT NULL
    );
  `,
};
