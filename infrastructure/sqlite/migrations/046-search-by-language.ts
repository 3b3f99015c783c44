import type { Migration } from './index.js';

/**
 * Issue 42: the search index holds each page's words as the analyzer reads them in the page's
 * language (domain/search/analysis/: Snowball stems of twenty-odd languages, folded), where
 * migration 8 held raw text stemmed by FTS5's English-only Porter tokenizer. The FTS tables are
 * made again with a plain tokenizer (the forms are already stems, separated by spaces), the view
 * and triggers pass the page's language to the functions that analyse it, and every live page is
 * indexed again in the background (the `search_backfill` row, as migration 8's backfill).
 * `search_vocab` lists the indexed forms, for the words a misspelt query word may have meant.
 */
export const searchByLanguage: Migration = {
  version: 46,
  name: 'search index analysed per language',
  sql: `
    -- The old tables go whole: the rows that pointed into them are emptied without their trigger.
    DROP TRIGGER search_rows_unindex;
    DELETE FROM search_rows;
    DROP TRIGGER search_source_index;
    DROP TRIGGER documents_search_insert;
    DROP TRIGGER documents_search_update;
    DROP VIEW search_source;
    DROP TABLE search_text;
    DROP TABLE search_names;

    CREATE VIRTUAL TABLE search_text USING fts5(
      title, headings, body,
      content = '', contentless_delete = 1,
      tokenize = "unicode61 remove_diacritics 2"
    );
    INSERT INTO search_text (search_text, rank) VALUES ('rank', 'bm25(10.0, 5.0, 1.0)');
    CREATE VIRTUAL TABLE search_names USING fts5(
      title, headings,
      content = '', contentless_delete = 1,
      tokenize = "unicode61 remove_diacritics 2"
    );
    INSERT INTO search_names (search_names, rank) VALUES ('rank', 'bm25(10.0, 5.0)');
    CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_text, 'row');

    CREATE TRIGGER search_rows_unindex AFTER DELETE ON search_rows BEGIN
      DELETE FROM search_text WHERE rowid = OLD.id;
      DELETE FROM search_names WHERE rowid = OLD.id;
    END;

    CREATE VIEW search_source AS SELECT id, project_id, slug, language, metadata, content FROM documents WHERE kind = 'live';
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
        SELECT r.id, search_index_title(NEW.metadata, NEW.slug, NEW.language), search_index_headings(NEW.content, NEW.language),
               search_index_body(NEW.content, NEW.language)
        FROM search_rows r WHERE r.page_id = NEW.id;
      INSERT INTO search_names (rowid, title, headings)
        SELECT r.id, search_index_title(NEW.metadata, NEW.slug, NEW.language), search_index_headings(NEW.content, NEW.language)
        FROM search_rows r WHERE r.page_id = NEW.id;
    END;

    CREATE TRIGGER documents_search_insert AFTER INSERT ON documents WHEN NEW.kind = 'live' BEGIN
      INSERT INTO search_source (id, project_id, slug, language, metadata, content)
        VALUES (NEW.id, NEW.project_id, NEW.slug, NEW.language, NEW.metadata, NEW.content);
    END;
    -- Covers edits, visibility changes and promotion of a draft (kind draft -> live) alike.
    CREATE TRIGGER documents_search_update AFTER UPDATE ON documents WHEN OLD.kind = 'live' OR NEW.kind = 'live' BEGIN
      DELETE FROM search_rows WHERE page_id = OLD.id;
      INSERT INTO search_source (id, project_id, slug, language, metadata, content)
        SELECT NEW.id, NEW.project_id, NEW.slug, NEW.language, NEW.metadata, NEW.content WHERE NEW.kind = 'live';
    END;

    INSERT INTO search_backfill (id, after_id) VALUES (1, '')
      ON CONFLICT (id) DO UPDATE SET after_id = '';
  `,
};
