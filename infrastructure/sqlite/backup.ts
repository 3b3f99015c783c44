import { existsSync, openSync, fsyncSync, closeSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATABASE_FILE } from './database.js';
import { Database, type SqliteDatabase } from './driver.js';

/** A step's worth of 4 KB database pages: progress is reported this often. */
const PAGES_PER_STEP = 1024;

export type BackupOutcome =
  | { readonly kind: 'done'; readonly file: string; readonly pages: number; readonly bytes: number }
  | { readonly kind: 'no_store'; readonly store: string }
  | { readonly kind: 'target_exists'; readonly file: string }
  | { readonly kind: 'no_folder'; readonly folder: string }
  /** The copy did not check out (never seen; the partial file is removed). */
  | { readonly kind: 'bad_copy'; readonly problem: string };

export interface BackupOptions {
  /** Told after each step: database pages copied of the total. */
  readonly progress?: (copied: number, total: number) => void;
  readonly pagesPerStep?: number;
}

/**
 * Copies the store under `dataDir` to `target` (a new file) while the service keeps reading and
 * writing it, through SQLite's online backup API. The copy is one consistent snapshot: the
 * source connection holds a read transaction from before the first page to after the last, so
 * it holds every write committed before the backup began and none made during it (without the
 * pinned snapshot, SQLite restarts a backup whenever another process writes, which under load
 * can be forever). Writers never wait for it (WAL); the WAL grows until it ends. The copy is
 * written beside the target, checked (integrity, page count), made a self-contained file (no
 * WAL), then renamed into place: a file at `target` is always a complete backup.
 */
export async function backupSqlite(dataDir: string, target: string, options: BackupOptions = {}): Promise<BackupOutcome> {
  const store = join(dataDir, DATABASE_FILE);
  if (!existsSync(store)) return { kind: 'no_store', store };
  if (existsSync(target)) return { kind: 'target_exists', file: target };
  if (!existsSync(dirname(target))) return { kind: 'no_folder', folder: dirname(target) };
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(store, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // The snapshot: every step below reads the database as it was at this read.
    source.exec('BEGIN');
    source.prepare('SELECT count(*) FROM sqlite_master').get();
    const step = options.pagesPerStep ?? PAGES_PER_STEP;
    const result = await source.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        options.progress?.(totalPages - remainingPages, totalPages);
        return step;
      },
    });
    source.exec('COMMIT');
    options.progress?.(result.totalPages, result.totalPages);
    const problem = checkCopy(partial, result.totalPages);
    if (problem !== null) {
      rmSync(partial, { force: true });
      return { kind: 'bad_copy', problem };
    }
    durablyRename(partial, target);
    return { kind: 'done', file: target, pages: result.totalPages, bytes: statSync(target).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    if (source.inTransaction) source.exec('ROLLBACK');
    source.close();
  }
}

/** Null when the copy is sound and whole; else what is wrong. Leaves it in rollback-journal mode: one file, no WAL beside it. */
function checkCopy(file: string, expectedPages: number): string | null {
  const copy = new Database(file, { fileMustExist: true });
  try {
    const integrity = integrityProblem(copy);
    if (integrity !== null) return integrity;
    const pages = copy.pragma('page_count', { simple: true }) as number;
    if (pages !== expectedPages) return `the copy has ${pages} pages, the store had ${expectedPages}`;
    copy.pragma('journal_mode = DELETE');
    return null;
  } finally {
    copy.close();
  }
}

/** Null when SQLite's integrity check passes; else its first findings, on one line. */
export function integrityProblem(db: SqliteDatabase): string | null {
  const findings = (db.pragma('integrity_check(3)') as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
  if (findings.length === 1 && findings[0] === 'ok') return null;
  return `integrity check: ${findings.join('; ').replace(/\s*\n\s*/g, ' ')}`;
}

/** Flushes `from` to disk, renames it to `to`, and flushes the folder, so a crash leaves the old name or the whole new file. */
export function durablyRename(from: string, to: string): void {
  const fd = openSync(from, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(from, to);
  const folder = openSync(dirname(to), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
