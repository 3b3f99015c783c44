import type { Migration } from './index.js';

/**
 * Issue 44: translations. A page document records what it translates (`translation_of`, JSON
 * `{ language, revision }`, NULL for a source). Translation jobs run in the background: at most
 * one running job per slug and target language (the partial unique index), claimed by one
 * instance whose lease a stalled run lets expire. `translation_sources` keeps the source page as
 * it was translated (by slug, language and revision) so what changed in it since can be shown.
 */
export const translations: Migration = {
  version: 51,
  name: 'translations: translation_of, jobs and source snapshots',
  sql: `
    ALTER TABLE documents ADD COLUMN translation_of TEXT;

    CREATE TABLE translation_jobs (
      id                TEXT PRIMARY KEY,
      project_id        TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      slug              TEXT NOT NULL,
      source_language   TEXT NOT NULL,
      target_language   TEXT NOT NULL,
      status            TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
      draft_id          TEXT,
      error             TEXT,
      progress_done     INTEGER NOT NULL,
      progress_total    INTEGER NOT NULL,
      left_to_translate TEXT NOT NULL,  -- JSON array of part names
      requested_by      TEXT NOT NULL,
      claimed_by        TEXT,
      lease_until       TEXT,
      created_at        TEXT NOT NULL,
      updated_at        TEXT NOT NULL
    );
    CREATE UNIQUE INDEX translation_jobs_one_running ON translation_jobs (project_id, slug, target_language) WHERE status = 'running';
    CREATE INDEX translation_jobs_by_project ON translation_jobs (project_id, id);

    CREATE TABLE translation_sources (
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      slug        TEXT NOT NULL,
      language    TEXT NOT NULL,
      revision    INTEGER NOT NULL,
      metadata    TEXT NOT NULL,  -- JSON object
      content     TEXT NOT NULL,
      recorded_at TEXT NOT NULL,
      PRIMARY KEY (project_id, slug, language, revision)
    );
  `,
};
