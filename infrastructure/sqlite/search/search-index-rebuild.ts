import type { SearchIndexRebuild } from '../../../application/search/ports.js';
import { immediate, type SqliteDatabase } from '../database.js';

/** Pages per transaction: a batch holds the write lock for a few milliseconds. */
const BATCH = 200;

/**
 * Re-indexes a project's live pages through `search_source` (migration 8), the view whose
 * trigger replaces a page's index rows: the same path every page write takes, so a rebuilt
 * entry is exactly what a write would have made. Batches go in id order, each in its own
 * transaction, yielding to the event loop between them. Entries whose page is gone (a damaged
 * index) are dropped at the end, in one statement.
 */
export class SqliteSearchIndexRebuild implements SearchIndexRebuild {
  private readonly count;
  private readonly lastOfBatch;
  private readonly reindex;
  private readonly dropOrphans;

  constructor(private readonly db: SqliteDatabase) {
    this.count = db.prepare(`SELECT count(*) FROM documents WHERE project_id = ? AND kind = 'live'`).pluck();
    this.lastOfBatch = db.prepare(
      `SELECT max(id) AS last, count(*) AS pages FROM (
         SELECT id FROM documents WHERE project_id = ? AND kind = 'live' AND id > ? ORDER BY id LIMIT ?)`,
    );
    this.reindex = db.prepare(
      `INSERT INTO search_source (id, project_id, slug, language, metadata, content)
       SELECT id, project_id, slug, language, metadata, content FROM documents
       WHERE project_id = ? AND kind = 'live' AND id > ? AND id <= ?`,
    );
    this.dropOrphans = db.prepare(
      `DELETE FROM search_rows WHERE project_id = ?
         AND page_id NOT IN (SELECT id FROM documents WHERE project_id = ? AND kind = 'live')`,
    );
  }

  async livePages(projectId: string): Promise<number> {
    return this.count.get(projectId) as number;
  }

  async rebuild(projectId: string, progress: (indexed: number) => void): Promise<number> {
    let after = '';
    let indexed = 0;
    for (;;) {
      const step = await immediate(this.db, () => {
        const { last, pages } = this.lastOfBatch.get(projectId, after, BATCH) as { last: string | null; pages: number };
        if (last !== null) this.reindex.run(projectId, after, last);
        return { last, pages };
      });
      if (step.last === null) break;
      after = step.last;
      indexed += step.pages;
      progress(indexed);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await immediate(this.db, () => this.dropOrphans.run(projectId, projectId));
    return indexed;
  }
}
