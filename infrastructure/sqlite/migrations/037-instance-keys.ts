import type { Migration } from './index.js';

/**
 * The keys instances share (issue 35, FILE_STORAGE=store): in the database file rather than under
 * each DATA_DIR, so that instances with DATA_DIRs of their own sign and verify with the same ones.
 */
export const instanceKeys: Migration = {
  version: 37,
  name: 'instance keys in the store',
  sql: `
    CREATE TABLE instance_keys (
      name       TEXT PRIMARY KEY,   -- dev-issuer, voice-token, webhook-sealing
      value      TEXT NOT NULL,      -- secret material: a JWK or base64url bytes
      created_at TEXT NOT NULL
    ) WITHOUT ROWID;
  `,
};
