import type { SqliteDatabase } from './database.js';

/** How stale a cached read may be after another process (the admin CLI) commits a change. */
const EXTERNAL_CHECK_MS = 50;

export interface WatchedTable {
  readonly table: string;
  /** SQL over the row (`{row}` stands for OLD or NEW) naming the cache group a change evicts. */
  readonly group: string;
}

let caches = 0;

/**
 * A read-through cache of rows, exact under every write:
 * - writes on this connection, by any adapter, evict the groups they touch, through TEMP
 *   triggers on the watched tables (no adapter can forget to invalidate);
 * - writes by other processes (the admin CLI) show up in `PRAGMA data_version`, checked at
 *   most every 50 ms, and clear everything;
 * - nothing is served or stored inside a transaction, so a rolled-back write never leaves a
 *   phantom row behind.
 * Entries live in groups (a project, a document) holding one value per member key.
 */
export class SqliteRowCache<V> {
  private readonly groups = new Map<string, Map<string, V>>();
  private readonly dataVersion;
  private externalVersion = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: SqliteDatabase,
    watched: readonly WatchedTable[],
    private readonly maxGroups = 10_000,
  ) {
    const evict = `evict_cached_rows_${(caches += 1)}`;
    db.function(evict, { deterministic: false }, (group: unknown) => {
      this.groups.delete(String(group));
      return null;
    });
    for (const { table, group } of watched) {
      const on = (row: 'OLD' | 'NEW') => `SELECT ${evict}(${group.replaceAll('{row}', row)});`;
      const trigger = (event: string, body: string) =>
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${evict}_${table}_${event} AFTER ${event} ON main.${table} BEGIN ${body} END`);
      trigger('insert', on('NEW'));
      trigger('update', on('OLD') + on('NEW'));
      trigger('delete', on('OLD'));
    }
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
  }

  /** `keep` says whether a loaded value is worth its memory (e.g. not a huge document). */
  get(group: string, member: string, load: () => V, keep: (value: V) => boolean = () => true): V {
    if (this.db.inTransaction) return load();
    this.checkExternalWrites();
    const entries = this.groups.get(group);
    if (entries?.has(member)) return entries.get(member)!;
    const value = load();
    if (keep(value)) this.remember(group, member, value);
    return value;
  }

  /**
   * Write-through after a commit: stores the value the caller just wrote, so the next read of
   * it does not go back to SQLite. Ignored inside a transaction (it could still roll back).
   */
  remember(group: string, member: string, value: V): void {
    if (this.db.inTransaction) return;
    this.checkExternalWrites();
    const entries = this.groups.get(group);
    if (entries) entries.set(member, value);
    else {
      if (this.groups.size >= this.maxGroups) this.groups.clear();
      this.groups.set(group, new Map([[member, value]]));
    }
  }

  private checkExternalWrites(): void {
    const now = Date.now();
    if (now - this.checkedAt < EXTERNAL_CHECK_MS) return;
    this.checkedAt = now;
    const version = this.dataVersion.get() as number;
    if (version !== this.externalVersion) {
      this.externalVersion = version;
      this.groups.clear();
    }
  }
}
