import type { Migration } from './index.js';

/**
 * Deployed sites in the database file (FILE_STORAGE=store): content-addressed blobs per
 * project, and versioned file rows, each naming the releases it belongs to (`from_release` up
 * to, not including, `to_release`), so a release that changes one page writes one row and
 * shares every other. `site_current` names the live release: switching is one row's update.
 * A blob not yet `checked` was written since the last collection (it may belong to an abandoned
 * release), so a collection looks at those and at the ones its deleted rows named, never all.
 */
export const siteReleaseStore: Migration = {
  version: 35,
  name: 'site release store',
  sql: `
    CREATE TABLE site_current (
      project_id TEXT PRIMARY KEY,
      release    INTEGER NOT NULL,
      info       TEXT NOT NULL
    );
    CREATE TABLE site_release_files (
      project_id   TEXT NOT NULL,
      path         TEXT NOT NULL,
      from_release INTEGER NOT NULL,
      to_release   INTEGER,
      etag         TEXT NOT NULL,
      entry        TEXT NOT NULL,
      PRIMARY KEY (project_id, path, from_release)
    ) WITHOUT ROWID;
    CREATE INDEX site_release_files_from ON site_release_files (project_id, from_release);
    CREATE INDEX site_release_files_to ON site_release_files (project_id, to_release) WHERE to_release IS NOT NULL;
    CREATE INDEX site_release_files_etag ON site_release_files (project_id, etag);
    CREATE TABLE site_blobs (
      project_id TEXT NOT NULL,
      etag       TEXT NOT NULL,
      body       BLOB NOT NULL,
      checked    INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (project_id, etag)
    ) WITHOUT ROWID;
    CREATE INDEX site_blobs_unchecked ON site_blobs (project_id) WHERE checked = 0;
  `,
};
