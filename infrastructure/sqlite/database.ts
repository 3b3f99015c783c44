import type BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations/index.js';
import { registerSearchFunctions } from './search/functions.js';
import { Database, type SqliteDatabase } from './driver.js';

export type { SqliteDatabase } from './driver.js';

export const DATABASE_FILE = 'content-service.sqlite';

/** How long a writer waits for another connection's lock (the admin CLI, a second process). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating if needed) the embedded store under `dataDir`: WAL so readers never wait for
 * the writer, foreign keys on (project deletion cascades), the functions the search index
 * triggers call (before any migration or write can need them), and every pending migration.
 * Every connection of the service, its CLIs and its tests opens here.
 */
export function openSqlite(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  registerSearchFunctions(db);
  migrate(db);
  return db;
}

/** Applies pending migrations in version order, each in its own transaction. */
export function migrate(db: SqliteDatabase, migrations: readonly Migration[] = MIGRATIONS): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    // IMMEDIATE: two processes starting at once must not both apply the same migration.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version);
      if (again) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

/**
 * Runs `work` in a `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so a
 * read-check-write inside cannot interleave with another writer (the atomic port operations).
 */
export function immediate<T>(db: SqliteDatabase, work: () => T): T {
  return (runnerOf(db).immediate as (work: () => unknown) => unknown)(work) as T;
}

/**
 * One transaction function per connection, reused: better-sqlite3 builds a wrapper (and its
 * BEGIN/COMMIT statements) per `db.transaction()` call, which on hot write paths costs more
 * than the writes themselves.
 */
const runners = new WeakMap<SqliteDatabase, BetterSqlite3.Transaction<(work: () => unknown) => unknown>>();
function runnerOf(db: SqliteDatabase): BetterSqlite3.Transaction<(work: () => unknown) => unknown> {
  let runner = runners.get(db);
  if (!runner) {
    runner = db.transaction((work: () => unknown) => work());
    runners.set(db, runner);
  }
  return runner;
}
