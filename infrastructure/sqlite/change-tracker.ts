import type { SqliteDatabase } from './database.js';

/** How stale a cached read may be after another process (the admin CLI) commits a change. */
const EXTERNAL_CHECK_MS = 50;

/**
 * Tells cached reads whether the tables they came from may have changed.
 *
 * Writes by this connection are caught by TEMP triggers on the watched tables, whichever
 * adapter makes them (a forgotten invalidation cannot exist). Writes by other processes show
 * up in `PRAGMA data_version`, checked at most every 50 ms so the hot path stays free of
 * SQLite calls.
 */
export class SqliteChangeTracker {
  private localChanges = 0;
  private externalVersion = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private readonly dataVersion;

  constructor(db: SqliteDatabase, tables: readonly string[]) {
    const fn = `changed_${tables.join('_')}`;
    db.function(fn, { deterministic: false, varargs: false }, () => {
      this.localChanges += 1;
      return null;
    });
    for (const table of tables) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${table}_${event.toLowerCase()}_tracked AFTER ${event} ON main.${table} BEGIN SELECT ${fn}(); END`);
      }
    }
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
  }

  /** An opaque stamp: equal stamps mean no watched change happened in between. */
  stamp(nowMs: number = Date.now()): string {
    if (nowMs - this.checkedAt >= EXTERNAL_CHECK_MS) {
      this.externalVersion = this.dataVersion.get() as number;
      this.checkedAt = nowMs;
    }
    return `${this.localChanges}:${this.externalVersion}`;
  }
}

const trackers = new WeakMap<SqliteDatabase, SqliteChangeTracker>();

/** The tracker of the project tables on this connection (one per connection). */
export function projectTablesTracker(db: SqliteDatabase): SqliteChangeTracker {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = new SqliteChangeTracker(db, ['projects', 'memberships']);
    trackers.set(db, tracker);
  }
  return tracker;
}
