import type { Migration } from './index.js';

/**
 * Captured pages (browser extension) and images. One image per (project, content hash),
 * enforced by the unique index; the bytes live in the blob store, not here.
 */
export const ingestionAndMedia: Migration = {
  version: 10,
  name: 'captures and images',
  sql: `
    CREATE TABLE captures (
      id          TEXT PRIMARY KEY,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      url         TEXT NOT NULL,
      title       TEXT NOT NULL,
      html        TEXT NOT NULL,
      captured_by TEXT NOT NULL,
      captured_at TEXT NOT NULL
    );
    CREATE INDEX captures_by_project ON captures (project_id, id);

    CREATE TABLE images (
      id         TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      sha256     TEXT NOT NULL,
      format     TEXT NOT NULL CHECK (format IN ('png', 'jpeg', 'gif', 'webp', 'avif')),
      bytes      INTEGER NOT NULL,
      width      INTEGER NOT NULL,
      height     INTEGER NOT NULL,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX images_one_per_hash ON images (project_id, sha256);
    CREATE INDEX images_by_project ON images (project_id, id);
  `,
};
