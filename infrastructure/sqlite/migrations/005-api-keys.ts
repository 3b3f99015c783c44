import type { Migration } from './index.js';

/**
 * Service API keys. Only the SHA-256 of a key is stored; `prefix` (its visible first
 * characters) finds the row. Revocation deletes it. Rate-limit windows need no table: with
 * SQLite there is one instance, and it counts them in memory.
 */
export const apiKeys: Migration = {
  version: 5,
  name: 'api keys',
  sql: `
    CREATE TABLE api_keys (
      id           TEXT PRIMARY KEY,
      project_id   TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      name         TEXT NOT NULL,
      prefix       TEXT NOT NULL UNIQUE,
      key_hash     TEXT NOT NULL,
      role         TEXT NOT NULL CHECK (role IN ('manager', 'member')),
      created_at   TEXT NOT NULL,
      last_used_at TEXT
    );
    CREATE INDEX api_keys_by_project ON api_keys (project_id, id);
  `,
};
