import type { LivePageChanges, LivePageJournal } from '../../../application/site/ports.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { documentOf, type DocumentRow } from '../pages/rows.js';

/** Slugs read per query of the changed pages (SQLite's bound on variables is far above). */
const SLUGS_PER_QUERY = 500;

/** The live-page journal the triggers of migration 38 keep (see there). */
export class SqliteLivePageJournal implements LivePageJournal {
  private readonly selectMark;
  private readonly selectChanged;
  private readonly deleteUpTo;

  constructor(private readonly db: SqliteDatabase) {
    this.selectMark = db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'live_page_journal'`).pluck();
    this.selectChanged = db.prepare(`SELECT DISTINCT language, slug FROM live_page_journal WHERE project_id = ? AND seq > ?`);
    this.deleteUpTo = db.prepare(`DELETE FROM live_page_journal WHERE project_id = ? AND seq <= ?`);
  }

  /** The journal's high-water mark, across projects: higher than any change recorded now, whatever was forgotten. */
  async mark(): Promise<number> {
    return (this.selectMark.get() as number | undefined) ?? 0;
  }

  async changesSince(projectId: string, mark: number): Promise<LivePageChanges> {
    // One read transaction: the pages are those of the same moment as the addresses.
    return this.db.transaction(() => {
      const changed = this.selectChanged.all(projectId, mark) as Array<{ language: string; slug: string }>;
      const slugs = [...new Set(changed.map((address) => address.slug))];
      const pages = [];
      for (let start = 0; start < slugs.length; start += SLUGS_PER_QUERY) {
        const some = slugs.slice(start, start + SLUGS_PER_QUERY);
        const rows = this.db
          .prepare(`SELECT * FROM documents WHERE project_id = ? AND kind = 'live' AND slug IN (${some.map(() => '?').join(', ')})`)
          .all(projectId, ...some) as DocumentRow[];
        pages.push(...rows.map(documentOf));
      }
      return { changed, pages };
    })();
  }

  async forget(projectId: string, mark: number): Promise<void> {
    await immediate(this.db, () => this.deleteUpTo.run(projectId, mark));
  }
}
