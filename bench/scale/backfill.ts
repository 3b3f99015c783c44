import { statSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DATABASE_FILE, type SqliteDatabase } from '../../infrastructure/sqlite/database.js';
import { startSqliteSearchBackfill } from '../../infrastructure/sqlite/search/backfill.js';

/** The database file's size after a WAL checkpoint (so the WAL holds nothing that is not in it). */
export function databaseSize(db: SqliteDatabase, dataDir: string): string {
  db.pragma('wal_checkpoint(TRUNCATE)');
  return `${(statSync(join(dataDir, DATABASE_FILE)).size / 1024 / 1024).toFixed(0)} MB`;
}

/**
 * The start-up build as after migration 8 on a store that already holds every page: the index
 * is emptied, the build started, and searches keep coming meanwhile. Reports how long it took,
 * the event loop's worst delay during it, and the latency of the searches served meanwhile.
 */
export async function measureBackfill(db: SqliteDatabase, search: (q: string) => Promise<unknown>): Promise<string> {
  db.transaction(() => {
    db.prepare(`INSERT INTO search_text (search_text) VALUES ('delete-all')`).run();
    db.prepare(`INSERT INTO search_names (search_names) VALUES ('delete-all')`).run();
    db.prepare(`DELETE FROM search_rows`).run();
    db.prepare(`INSERT INTO search_backfill (id, after_id) VALUES (1, '')`).run();
  })();
  const pages = db.prepare(`SELECT count(*) FROM documents WHERE kind = 'live'`).pluck().get() as number;
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const started = performance.now();
  let worst = { pages: 0, ms: 0, cpuMs: 0 };
  let batches = 0;
  const build = startSqliteSearchBackfill(db, (batch) => {
    batches += 1;
    if (batch.cpuMs > worst.cpuMs) worst = batch;
  });
  let finished = false;
  void build.done.then(() => (finished = true));
  const latencies: number[] = [];
  while (!finished) {
    const t = performance.now();
    await search('delivery opening hours');
    latencies.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const outcome = await build.done;
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return (
    `Start-up index build (${outcome.kind}, ${outcome.indexed.toLocaleString('en')} of ${pages.toLocaleString('en')} live pages): ` +
    `${seconds.toFixed(1)} s in ${batches} batches; the batch using most CPU took ${worst.cpuMs.toFixed(1)} ms of CPU (${worst.ms.toFixed(1)} ms wall, ${worst.pages} pages); ` +
    `worst event-loop delay ${(histogram.max / 1e6).toFixed(1)} ms; ` +
    `${latencies.length} searches served meanwhile, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms.`
  );
}
