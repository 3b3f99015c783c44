import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nearestRows, unitVector } from '../domain/search/vectors.js';
import { openSqlite, type SqliteDatabase } from '../infrastructure/sqlite/database.js';
import { SqlitePageVectors } from '../infrastructure/sqlite/search/page-vectors.js';

/**
 * `npm run bench:semantic`: what semantic ranking costs at 10,000 and 100,000 pages of one
 * project (SEMANTIC_SIZES), at 256 dimensions (SEMANTIC_DIMENSIONS): scoring a question against
 * the project's vectors in memory (brute force, the 10 best), reading them from SQLite into
 * memory (once per change of the project's vectors), and the refresher's look for stale
 * vectors through every live page when none is stale (once per write of a live page anywhere).
 * Random unit vectors: scoring costs the same whatever they mean.
 */
const SIZES = (process.env.SEMANTIC_SIZES ?? '10000,100000').split(',').map(Number);
const DIMENSIONS = Number(process.env.SEMANTIC_DIMENSIONS ?? 256);
const SAMPLES = Number(process.env.SEMANTIC_SAMPLES ?? 50);
const MODEL = `bench@${DIMENSIONS}`;
const BODY = 'Fresh bread every morning, cakes to order, and deliveries across town. '.repeat(20);

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
const randomUnit = () => unitVector(Array.from({ length: DIMENSIONS }, random))!;

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: Number(at(0.5).toFixed(2)), p99: Number(at(0.99).toFixed(2)) };
}

function timed(runs: number, work: () => void): { p50: number; p99: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

/** A store of `size` live pages of one project, each with a vector: straight SQL, the search triggers dropped (they cost the seeding, not what is measured). */
function seeded(db: SqliteDatabase, size: number): string {
  for (const { name } of db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'documents'`).all() as Array<{ name: string }>)
    db.exec(`DROP TRIGGER ${name}`);
  const projectId = 'p-bench';
  const at = '2026-01-01T00:00:00.000Z';
  db.prepare(
    `INSERT INTO projects (id, name, default_language, plan, trial_ends_at, modules, settings, created_at) VALUES (?, 'Bench', 'en', 'trial', ?, '[]', '{}', ?)`,
  ).run(projectId, at, at);
  const page = db.prepare(
    `INSERT INTO documents (id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, created_at, updated_at)
     VALUES (?, ?, 'live', ?, 'en', 'public', 'page', '{"title":"Page"}', ?, 1, ?, ?)`,
  );
  const vector = db.prepare(`INSERT INTO page_vectors (page_id, project_id, language, revision, model, vector) VALUES (?, ?, 'en', 1, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < size; i += 1) {
      const id = `d-${String(i).padStart(7, '0')}`;
      page.run(id, projectId, `page-${i}`, BODY, at, at);
      const unit = randomUnit();
      vector.run(id, projectId, MODEL, Buffer.from(unit.buffer));
    }
  })();
  return projectId;
}

async function main(): Promise<void> {
  console.log(`semantic ranking at ${DIMENSIONS} dimensions, ${SAMPLES} samples (ms)`);
  for (const size of SIZES) {
    const dir = mkdtempSync(join(tmpdir(), 'semantic-bench-'));
    const db = openSqlite(dir);
    try {
      const projectId = seeded(db, size);
      const store = new SqlitePageVectors(db);
      const loads: number[] = [];
      let packed = await store.vectorsOf(projectId, MODEL);
      for (let i = 0; i < Math.max(3, Math.round(SAMPLES / 10)); i += 1) {
        const started = performance.now();
        packed = await store.vectorsOf(projectId, MODEL);
        loads.push(performance.now() - started);
      }
      const query = randomUnit();
      const scoring = timed(SAMPLES, () => nearestRows(packed.matrix, query, 10));
      const english = timed(SAMPLES, () => nearestRows(packed.matrix, query, 10, (row) => packed.languages[row] === 'en'));
      const looks: number[] = [];
      let steps = 0;
      let worstStep = 0;
      for (let i = 0; i < 3; i += 1) {
        let after: string | null = null;
        const started = performance.now();
        do {
          const stepStarted = performance.now();
          const claimed = await store.claimStale({ model: MODEL, after, scan: 500, limit: 16, lease: 'bench', now: 'a', leaseUntil: 'b' });
          worstStep = Math.max(worstStep, performance.now() - stepStarted);
          after = claimed.next;
          steps += 1;
        } while (after !== null);
        looks.push(performance.now() - started);
      }
      console.log(
        JSON.stringify({
          pages: size,
          memory_mb: Number((packed.matrix.byteLength / 1024 / 1024).toFixed(1)),
          score_top10: scoring,
          score_top10_one_language: english,
          read_into_memory: percentiles(loads),
          look_for_stale_all_pages: { ...percentiles(looks), steps: steps / 3, worst_step: Number(worstStep.toFixed(2)) },
        }),
      );
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

void main();
