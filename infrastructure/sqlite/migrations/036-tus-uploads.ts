import type { Migration } from './index.js';

/**
 * Resumable uploads in progress in the database file (issue 35, FILE_STORAGE=store): instances
 * with DATA_DIRs of their own resume each other's uploads. An upload's record, and its bytes in
 * the chunks each PATCH appended (at most 1 MiB a row), in order of their position.
 */
export const tusUploads: Migration = {
  version: 36,
  name: 'tus uploads in the store',
  sql: `
    CREATE TABLE tus_uploads (
      id         TEXT PRIMARY KEY,   -- <project_id>_<random>, as the tus server names it
      size       INTEGER,            -- null while the client defers the length
      received   INTEGER NOT NULL,   -- bytes received: the offset the next PATCH names
      metadata   TEXT NOT NULL,      -- JSON object of the Upload-Metadata pairs
      created_at TEXT NOT NULL,
      image_id   TEXT                -- the image it became (its chunks are gone then)
    ) WITHOUT ROWID;
    CREATE INDEX tus_uploads_by_creation ON tus_uploads (created_at);
    CREATE TABLE tus_upload_chunks (
      upload_id TEXT NOT NULL REFERENCES tus_uploads(id) ON DELETE CASCADE,
      position  INTEGER NOT NULL,    -- the offset of its first byte
      bytes     BLOB NOT NULL,
      PRIMARY KEY (upload_id, position)
    );
  `,
};
