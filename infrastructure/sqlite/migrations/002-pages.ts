import type { Migration } from './index.js';

/**
 * Pages and drafts share one table: `kind` tells a live page from a draft, and the unique
 * index on (project_id, kind, slug, language) is what keeps one of each per slug and language
 * even under concurrent requests. Versions go with their draft (ON DELETE CASCADE).
 */
export const pages: Migration = {
  version: 2,
  name: 'pages, drafts, draft versions, project templates',
  sql: `
    CREATE TABLE documents (
      id              TEXT PRIMARY KEY,
      project_id      TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      kind            TEXT NOT NULL CHECK (kind IN ('live', 'draft')),
      slug            TEXT NOT NULL,
      language        TEXT NOT NULL,
      visibility      TEXT NOT NULL CHECK (visibility IN ('public', 'unlisted', 'draft')),
      doc_template_id TEXT NOT NULL,
      metadata        TEXT NOT NULL,  -- JSON object
      content         TEXT NOT NULL,
      revision        INTEGER NOT NULL,
      created_at      TEXT NOT NULL,
      updated_at      TEXT NOT NULL,
      CHECK ((kind = 'draft') = (visibility = 'draft'))
    );
    CREATE UNIQUE INDEX documents_one_per_slug ON documents (project_id, kind, slug, language);
    CREATE INDEX documents_by_project ON documents (project_id, id);
    CREATE INDEX documents_by_slug ON documents (project_id, slug);
    CREATE INDEX documents_by_template ON documents (project_id, doc_template_id);

    CREATE TABLE draft_versions (
      id         TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      draft_id   TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      revision   INTEGER NOT NULL,
      saved_at   TEXT NOT NULL,
      saved_by   TEXT NOT NULL,
      autosave   INTEGER NOT NULL,
      metadata   TEXT NOT NULL,  -- JSON object: the snapshot
      content    TEXT NOT NULL
    );
    CREATE INDEX draft_versions_by_draft ON draft_versions (draft_id, revision);
    -- Deleting a project cascades here: without it, every project deletion scans all versions.
    CREATE INDEX draft_versions_by_project ON draft_versions (project_id);

    CREATE TABLE doc_templates (
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      id          TEXT NOT NULL,
      name        TEXT NOT NULL,
      description TEXT NOT NULL,
      fields      TEXT NOT NULL,  -- JSON TemplateField[]
      created_at  TEXT NOT NULL,
      updated_at  TEXT NOT NULL,
      PRIMARY KEY (project_id, id)
    );
  `,
};
