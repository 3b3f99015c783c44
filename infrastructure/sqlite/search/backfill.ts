import { BackfillTracker, finishedBackfill, type BackfillOutcome, type SearchBackfill } from '../../search/index-build.js';
import { immediate, type SqliteDatabase } from '../database.js';

/** What one batch took: its pages, wall-clock and CPU milliseconds (the benchmark reports them). */
export interface BatchTiming {
  readonly pages: number;
  readonly ms: number;
  readonly cpuMs: number;
}

/** Each batch holds the write lock and the event loop this long at most, roughly. */
const BATCH_BUDGET_MS = 10;
const FIRST_BATCH = 8;
const MAX_BATCH = 32;

/**
 * Indexes the live pages written before migration 8 (its `search_backfill` row says where it
 * got to), in id order, a batch per transaction, yielding to the event loop between batches;
 * batch sizes adapt so that one stays near 10 ms. Pages written meanwhile are indexed by the
 * triggers; indexing a page again replaces its row (search_source deletes it first), so a page
 * the backfill reaches after a trigger did is indexed once, with its current text.
 */
export function startSqliteSearchBackfill(db: SqliteDatabase, observe?: (batch: BatchTiming) => void): SearchBackfill {
  const position = db.prepare(`SELECT after_id FROM search_backfill WHERE id = 1`).pluck();
  const start = position.get() as string | undefined;
  if (start === undefined) return finishedBackfill();
  // Counted once, for the start-up log's "n of total": a scan that only runs while a build is due.
  const tracker = new BackfillTracker(db.prepare(`SELECT count(*) FROM documents WHERE kind = 'live' AND id > ?`).pluck().get(start) as number);
  const nextBatch = db.prepare(`SELECT max(id) AS last, count(*) AS pages FROM (SELECT id FROM documents WHERE kind = 'live' AND id > ? ORDER BY id LIMIT ?)`);
  const index = db.prepare(
    `INSERT INTO search_source (id, project_id, slug, language, metadata, content)
     SELECT id, project_id, slug, language, metadata, content FROM documents WHERE kind = 'live' AND id > ? AND id <= ?`,
  );
  const advance = db.prepare(`UPDATE search_backfill SET after_id = ? WHERE id = 1`);
  const finish = db.prepare(`DELETE FROM search_backfill WHERE id = 1`);

  /** One batch in one transaction; false when nothing was left. */
  const batch = (size: number): Promise<{ more: boolean; indexed: number }> =>
    immediate(db, () => {
      const after = position.get() as string | undefined;
      if (after === undefined) return { more: false, indexed: 0 };
      const { last, pages } = nextBatch.get(after, size) as { last: string | null; pages: number };
      if (last === null) {
        finish.run();
        return { more: false, indexed: 0 };
      }
      index.run(after, last);
      advance.run(last);
      return { more: true, indexed: pages };
    });

  const run = async (): Promise<BackfillOutcome> => {
    let size = FIRST_BATCH;
    try {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!db.open) return { kind: 'stopped', indexed: tracker.indexed };
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const step = await batch(size);
        const took = performance.now() - started;
        const cpu = process.cpuUsage(cpuStarted);
        observe?.({ pages: step.indexed, ms: took, cpuMs: (cpu.user + cpu.system) / 1000 });
        tracker.indexed += step.indexed;
        if (!step.more) return { kind: 'complete', indexed: tracker.indexed };
        size = took < BATCH_BUDGET_MS / 2 ? Math.min(MAX_BATCH, size * 2) : took > BATCH_BUDGET_MS ? Math.max(1, Math.floor(size / 2)) : size;
      }
    } catch (error) {
      return { kind: 'failed', indexed: tracker.indexed, error };
    } finally {
      tracker.finish();
    }
  };
  return { done: run(), progress: () => tracker.progress() };
}
