import type { Migration } from './index.js';

/**
 * The vectors of live pages for semantic ranking (issue 42), made in the background by the
 * refresher (application/search/semantic/refresh-page-vectors.ts) when an embeddings provider
 * is configured; without one these tables stay empty.
 *
 * - `page_vectors`: one row per live page, the vector as a BLOB of 32-bit floats (little-endian,
 *   as the process stores them), with the page revision and the model it was made from (a row
 *   of another revision or model is stale). It goes with its page (a delete, a project's cascade).
 * - `page_vector_claims`: which refresher embeds a page now (`lease`) and until when; after a
 *   provider failure, an ended lease ('') whose `until` is the time to try again.
 * - `page_vector_versions`: a counter per project that triggers move whenever its vectors
 *   change, so a copy of them in memory is checked with one read.
 * - `documents_live_revisions`: the live pages' ids and revisions alone, so the refresher looks for
 *   stale vectors without reading pages' bodies (a body past a few kilobytes sits in overflow pages
 *   that a column after it would make SQLite walk).
 */
export const pageVectors: Migration = {
  version: 44,
  name: 'vectors of live pages',
  sql: `
    CREATE TABLE page_vectors (
      page_id    TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      language   TEXT NOT NULL,
      revision   INTEGER NOT NULL,
      model      TEXT NOT NULL,
      vector     BLOB NOT NULL
    );
    CREATE INDEX page_vectors_by_project ON page_vectors (project_id, model, page_id);
    -- Whether a page's vector is fresh, read from the index alone (a row holds the vector's kilobyte).
    CREATE INDEX page_vectors_freshness ON page_vectors (page_id, revision, model);

    CREATE TABLE page_vector_claims (
      page_id    TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      lease      TEXT NOT NULL,
      until      TEXT NOT NULL
    );
    CREATE INDEX page_vector_claims_by_project ON page_vector_claims (project_id);

    CREATE TABLE page_vector_versions (
      project_id TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
      version    INTEGER NOT NULL
    );
    -- Only an insert creates a project's counter: a delete (a project's own cascade among them)
    -- must never write a row for a project that is going.
    CREATE TRIGGER page_vectors_version_insert AFTER INSERT ON page_vectors BEGIN
      INSERT INTO page_vector_versions (project_id, version) VALUES (NEW.project_id, 1)
        ON CONFLICT (project_id) DO UPDATE SET version = version + 1;
    END;
    CREATE TRIGGER page_vectors_version_update AFTER UPDATE ON page_vectors BEGIN
      UPDATE page_vector_versions SET version = version + 1 WHERE project_id = NEW.project_id;
    END;
    CREATE TRIGGER page_vectors_version_delete AFTER DELETE ON page_vectors BEGIN
      UPDATE page_vector_versions SET version = version + 1 WHERE project_id = OLD.project_id;
    END;

    CREATE INDEX documents_live_revisions ON documents (id, revision, project_id) WHERE kind = 'live';
  `,
};
