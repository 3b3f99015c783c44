import type { Migration } from './index.js';

/**
 * The live-page journal (issue 35): every write of a live page (created, edited, promoted from
 * a draft, made public or unlisted, moved, deleted) records its address here, in the write's own
 * transaction, by triggers as the search index's, so no writer can forget it. A deploy reads the
 * addresses after its release's mark and renders only those pages; `seq` is AUTOINCREMENT, so a
 * mark is never handed out twice, even after the rows up to it are forgotten.
 */
export const livePageJournal: Migration = {
  version: 38,
  name: 'live page journal',
  sql: `
    CREATE TABLE live_page_journal (
      seq        INTEGER PRIMARY KEY AUTOINCREMENT,
      project_id TEXT NOT NULL,
      language   TEXT NOT NULL,
      slug       TEXT NOT NULL
    );
    CREATE INDEX live_page_journal_by_project ON live_page_journal (project_id, seq);

    CREATE TRIGGER documents_journal_insert AFTER INSERT ON documents WHEN NEW.kind = 'live' BEGIN
      INSERT INTO live_page_journal (project_id, language, slug) VALUES (NEW.project_id, NEW.language, NEW.slug);
    END;
    -- Covers edits, visibility changes, moves (both addresses) and promotion of a draft (kind draft -> live) alike.
    CREATE TRIGGER documents_journal_update AFTER UPDATE ON documents WHEN OLD.kind = 'live' OR NEW.kind = 'live' BEGIN
      INSERT INTO live_page_journal (project_id, language, slug) SELECT OLD.project_id, OLD.language, OLD.slug WHERE OLD.kind = 'live';
      INSERT INTO live_page_journal (project_id, language, slug)
        SELECT NEW.project_id, NEW.language, NEW.slug WHERE NEW.kind = 'live' AND (OLD.kind <> 'live' OR OLD.slug <> NEW.slug OR OLD.language <> NEW.language);
    END;
    CREATE TRIGGER documents_journal_delete AFTER DELETE ON documents WHEN OLD.kind = 'live' BEGIN
      INSERT INTO live_page_journal (project_id, language, slug) VALUES (OLD.project_id, OLD.language, OLD.slug);
    END;
    -- A deleted project's pages go by cascade, recording their addresses: its journal goes with it.
    CREATE TRIGGER projects_journal_delete AFTER DELETE ON projects BEGIN
      DELETE FROM live_page_journal WHERE project_id = OLD.id;
    END;
  `,
};
