import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations/index.js';
import { registerSearchFunctions } from './search/functions.js';
import { Database, type SqliteDatabase } from './driver.js';
import { writeQueueOf } from './write-queue.js';

export type { SqliteDatabase } from './driver.js';

export const DATABASE_FILE = 'content-service.sqlite';

/**
 * How long a single statement written outside `immediate` waits, synchronously, for another
 * connection's lock (the admin CLI, a second process); `immediate` waits without blocking.
 */
const BUSY_TIMEOUT_MS = 5000;

/** A migration as it was applied, and how long it took. */
export interface AppliedMigration {
  readonly version: number;
  readonly name: string;
  readonly ms: number;
}

/** Told about each migration once it is applied: its place among the pending ones (1-based). */
export type MigrationObserver = (applied: AppliedMigration, step: { readonly index: number; readonly of: number }) => void;

export interface OpenSqliteOptions {
  readonly onMigration?: MigrationObserver;
  /** False opens the store as it is, pending migrations left pending (the admin CLI's status report). */
  readonly migrate?: boolean;
}

/**
 * Opens (creating if needed) the embedded store under `dataDir`: WAL so readers never wait for
 * the writer, foreign keys on (project deletion cascades), the functions the search index
 * triggers call (before any migration or write can need them), and every pending migration.
 * Every connection of the service, its CLIs and its tests opens here.
 */
export function openSqlite(dataDir: string, options: OpenSqliteOptions = {}): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  registerSearchFunctions(db);
  if (options.migrate !== false) migrate(db, MIGRATIONS, options.onMigration);
  return db;
}

const MIGRATIONS_TABLE = 'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)';

/** The versions recorded as applied, with when; none for a store no migration ever ran on. */
export function appliedMigrations(db: SqliteDatabase): Array<{ version: number; name: string; applied_at: string }> {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).get();
  if (exists === undefined) return [];
  return db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all() as Array<{
    version: number;
    name: string;
    applied_at: string;
  }>;
}

/** Applies pending migrations in version order, each in its own transaction; answers those this call applied. */
export function migrate(db: SqliteDatabase, migrations: readonly Migration[] = MIGRATIONS, onMigration?: MigrationObserver): AppliedMigration[] {
  db.exec(MIGRATIONS_TABLE);
  const applied = new Set(appliedMigrations(db).map((r) => r.version));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !applied.has(m.version));
  const done: AppliedMigration[] = [];
  pending.forEach((migration, i) => {
    const started = performance.now();
    // IMMEDIATE: two processes starting at once must not both apply the same migration.
    const ran = db
      .transaction(() => {
        const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version);
        if (again) return false;
        db.exec(migration.sql);
        record.run(migration.version, migration.name, new Date().toISOString());
        return true;
      })
      .immediate();
    if (!ran) return;
    const report = { version: migration.version, name: migration.name, ms: Math.round(performance.now() - started) };
    done.push(report);
    onMigration?.(report, { index: i + 1, of: pending.length });
  });
  return done;
}

/**
 * Runs `work` in a `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so a
 * read-check-write inside cannot interleave with another writer (the atomic port operations).
 * When another connection holds the lock, the wait is on a timer, not on the event loop's
 * thread (write-queue.ts); the promise settles once the transaction committed or rolled back.
 */
export function immediate<T>(db: SqliteDatabase, work: () => T): Promise<T> {
  return writeQueueOf(db).run(work);
}
