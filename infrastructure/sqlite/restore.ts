import { copyFileSync, createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { durablyRename, integrityProblem } from './backup.js';
import { DATABASE_FILE } from './database.js';
import { Database, type SqliteDatabase } from './driver.js';
import { MIGRATIONS } from './migrations/index.js';

export type RestoreOutcome =
  | { readonly kind: 'restored'; readonly store: string; readonly previous: string | null; readonly bytes: number }
  | { readonly kind: 'no_backup'; readonly file: string }
  /** The backup failed its checks: nothing was replaced. */
  | { readonly kind: 'bad_backup'; readonly problem: string }
  /** Another connection (a running service, another command) has the store open: nothing was replaced. */
  | { readonly kind: 'in_use'; readonly store: string };

export interface RestoreOptions {
  /** Told as the backup's bytes are copied into place. */
  readonly progress?: (copied: number, total: number) => void;
  /** Told what is being done when no count applies ("checking the backup"). */
  readonly note?: (message: string) => void;
  /** When the store is replaced; its old file is kept beside it under a name with this time. */
  readonly now?: () => Date;
}

/**
 * Replaces the store under `dataDir` with a backup, refusing while anyone has the store open.
 * 1. The backup is checked first (integrity, foreign keys, a schema this version knows): a bad
 *    backup changes nothing.
 * 2. The store is opened in exclusive locking mode without waiting: SQLite refuses while any
 *    other connection has it open (a service holds its connection for as long as it runs).
 *    The lock is then held to the end, so no service can open the store meanwhile; its WAL is
 *    checkpointed into the file, and the file is copied aside (`<store>.before-restore-<time>`).
 * 3. The backup is copied beside the store and renamed over it (a reader of the path sees the
 *    old file or the whole new one), then the lock is let go.
 */
export async function restoreSqlite(dataDir: string, backup: string, options: RestoreOptions = {}): Promise<RestoreOutcome> {
  if (!existsSync(backup) || !statSync(backup).isFile()) return { kind: 'no_backup', file: backup };
  options.note?.('checking the backup');
  const problem = checkBackup(backup);
  if (problem !== null) return { kind: 'bad_backup', problem };
  const store = join(dataDir, DATABASE_FILE);
  const lock = existsSync(store) ? lockExclusively(store) : null;
  if (lock === 'in_use') return { kind: 'in_use', store };
  try {
    let previous: string | null = null;
    if (lock !== null) {
      // Everything the WAL holds goes into the file first: the copy aside is then the whole store.
      lock.pragma('wal_checkpoint(TRUNCATE)');
      previous = `${store}.before-restore-${(options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      copyFileSync(store, previous);
    }
    const incoming = `${store}.restoring`;
    const total = statSync(backup).size;
    let copied = 0;
    await pipeline(
      createReadStream(backup).on('data', (chunk) => options.progress?.((copied += chunk.length), total)),
      createWriteStream(incoming),
    );
    durablyRename(incoming, store);
    return { kind: 'restored', store, previous, bytes: total };
  } finally {
    if (lock !== null) lock.close();
  }
}

/** The store, opened so that no other connection may use it; `in_use` when another has it open now. */
function lockExclusively(store: string): SqliteDatabase | 'in_use' {
  const db = new Database(store, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    // A write transaction takes the exclusive file lock; in EXCLUSIVE mode it is kept after COMMIT.
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return 'in_use';
    throw error;
  }
}

/** Null when `file` is a sound store of this service that this version can run; else what is wrong. */
function checkBackup(file: string): string | null {
  let db: SqliteDatabase;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return `not a database: ${error instanceof Error ? error.message : String(error)}`;
  }
  try {
    const integrity = integrityProblem(db);
    if (integrity !== null) return integrity;
    const dangling = db.pragma('foreign_key_check') as unknown[];
    if (dangling.length > 0) return `${dangling.length} rows point at rows that do not exist (foreign_key_check)`;
    const hasSchema = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).get() !== undefined;
    if (!hasSchema) return 'not a store of this service (no schema_migrations table)';
    const known = new Set(MIGRATIONS.map((m) => m.version));
    const unknown = (db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]).filter((v) => !known.has(v));
    if (unknown.length > 0) return `written by a newer version of the service (migrations ${unknown.join(', ')})`;
    return null;
  } catch (error) {
    return `not a readable database: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    db.close();
  }
}
