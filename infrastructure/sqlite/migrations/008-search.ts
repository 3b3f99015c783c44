import type { Migration } from './index.js';

/**
 * The full-text index of live pages, kept current by triggers on `documents`: every write of a
 * live page (any adapter, publishing, the admin CLI, a future feature) updates it in the same
 * transaction, and none can forget to.
 *
 * - `search_text` (FTS5, contentless: the text lives in `documents` only; rows are deleted by
 *   rowid). Columns title, headings, body, weighted 10, 5, 1 in `bm25()`. The unicode61
 *   tokenizer folds case and diacritics; Porter stemming over it makes "hours" find "hour" and
 *   "opening" find "open" with one term per word, where matching the plural forms would take
 *   two (ranking costs per term and page).
 * - `search_names` holds the titles and headings again, same rowids: a word found on thousands of
 *   pages is named in the titles or headings of far fewer, and ranking those reads only them.
 * - `search_rows` maps a page to its FTS rows. Rowids are `project number << 32` plus a
 *   sequence, so one project's rows form one rowid range: a query reads only that range of
 *   each term's postings, however many pages other projects hold. The explicit INTEGER
 *   PRIMARY KEY keeps rowids stable across VACUUM.
 * - `search_source` is a write-only view: inserting a page into it (re)indexes the page. The
 *   triggers and the start-up backfill share it, so indexing is written once.
 * - `search_title/headings/body(...)` are JavaScript functions registered by `openSqlite`.
 * - `search_backfill` marks that pages written before this migration still need indexing
 *   (infrastructure/sqlite/search/backfill.ts, in batches at start-up, then the row goes).
 */
export const search: Migration = {
  version: 8,
  name: 'full-text search index of live pages',
  sql: `
    CREATE TABLE search_projects (
      number     INTEGER PRIMARY KEY AUTOINCREMENT,
      project_id TEXT NOT NULL UNIQUE REFERENCES projects(id) ON DELETE CASCADE
    );
    CREATE TABLE search_rows (
      id         INTEGER PRIMARY KEY,
      page_id    TEXT NOT NULL UNIQUE,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE
    );
    CREATE INDEX search_rows_by_project ON search_rows (project_id);
    CREATE VIRTUAL TABLE search_text USING fts5(
      title, headings, body,
      content = '', contentless_delete = 1,
      tokenize = "porter unicode61 remove_diacritics 2"
    );
    INSERT INTO search_text (search_text, rank) VALUES ('rank', 'bm25(10.0, 5.0, 1.0)');
    CREATE VIRTUAL TABLE search_names USING fts5(
      title, headings,
      content = '', contentless_delete = 1,
      tokenize = "porter unicode61 remove_diacritics 2"
    );
    INSERT INTO search_names (search_names, rank) VALUES ('rank', 'bm25(10.0, 5.0)');

    -- However a row leaves search_rows (a page write, a project's cascade), its text goes too.
    CREATE TRIGGER search_rows_unindex AFTER DELETE ON search_rows BEGIN
      DELETE FROM search_text WHERE rowid = OLD.id;
      DELETE FROM search_names WHERE rowid = OLD.id;
    END;

    CREATE VIEW search_source AS SELECT id, project_id, slug, metadata, content FROM documents WHERE kind = 'live';
    CREATE TRIGGER search_source_index INSTEAD OF INSERT ON search_source BEGIN
      DELETE FROM search_rows WHERE page_id = NEW.id;
      INSERT OR IGNORE INTO search_projects (project_id) VALUES (NEW.project_id);
      INSERT INTO search_rows (id, page_id, project_id)
        SELECT COALESCE(
                 (SELECT MAX(r.id) + 1 FROM search_rows r WHERE r.id BETWEEN p.number << 32 AND (p.number << 32) + 4294967295),
                 p.number << 32),
               NEW.id, NEW.project_id
        FROM search_projects p WHERE p.project_id = NEW.project_id;
      INSERT INTO search_text (rowid, title, headings, body)
        SELECT r.id, search_title(NEW.metadata, NEW.slug), search_headings(NEW.content), search_body(NEW.content)
        FROM search_rows r WHERE r.page_id = NEW.id;
      INSERT INTO search_names (rowid, title, headings)
        SELECT r.id, search_title(NEW.metadata, NEW.slug), search_headings(NEW.content)
        FROM search_rows r WHERE r.page_id = NEW.id;
    END;

    CREATE TRIGGER documents_search_insert AFTER INSERT ON documents WHEN NEW.kind = 'live' BEGIN
      INSERT INTO search_source (id, project_id, slug, metadata, content) VALUES (NEW.id, NEW.project_id, NEW.slug, NEW.metadata, NEW.content);
    END;
    -- Covers edits, visibility changes and promotion of a draft (kind draft -> live) alike.
    CREATE TRIGGER documents_search_update AFTER UPDATE ON documents WHEN OLD.kind = 'live' OR NEW.kind = 'live' BEGIN
      DELETE FROM search_rows WHERE page_id = OLD.id;
      INSERT INTO search_source (id, project_id, slug, metadata, content)
        SELECT NEW.id, NEW.project_id, NEW.slug, NEW.metadata, NEW.content WHERE NEW.kind = 'live';
    END;
    CREATE TRIGGER documents_search_delete AFTER DELETE ON documents WHEN OLD.kind = 'live' BEGIN
      DELETE FROM search_rows WHERE page_id = OLD.id;
    END;

    CREATE TABLE search_backfill (
      id       INTEGER PRIMARY KEY CHECK (id = 1),
      after_id TEXT NOT NULL
    );
    INSERT INTO search_backfill (id, after_id) VALUES (1, '');
  `,
};
