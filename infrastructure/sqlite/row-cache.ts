import { randomBytes } from 'node:crypto';
import type { SqliteDatabase } from './database.js';
import { currentBatch } from './request-batches.js';

/** How stale a cached read may be, by default, after another process commits a change. */
const EXTERNAL_CHECK_MS = 50;

/**
 * A table whose writes evict cache groups, and the columns that name the group a row belongs
 * to: a list of column names, or, when the table names them differently from the group's key
 * parts, a map from key part to column (`{ project_id: 'id' }` on `projects`).
 */
export interface WatchedTable<K extends string> {
  readonly table: string;
  readonly key: readonly K[] | Readonly<Record<K, string>>;
}

/** A cache group, by its key parts (the declared columns' values). */
export type GroupKey<K extends string> = Readonly<Record<K, string>>;

export interface RowCacheOptions {
  /** Groups kept at most (all are dropped when it is reached). */
  readonly maxGroups?: number;
  /**
   * How long after another connection commits (another instance on the same file, the admin
   * CLI) a read may still be answered from memory: `PRAGMA data_version` is checked at most this
   * often. 0 checks it on every read, so a read that starts after that commit sees it.
   */
  readonly staleMs?: number;
  /** Milliseconds now (tests move it). */
  readonly now?: () => number;
}

/**
 * The store's version as a write's own transaction sees it (`SqliteRowCache.commitMark`): what
 * `remember` needs to know that nothing was committed elsewhere since that write.
 */
export type CommitMark = number & { readonly __commitMark: unique symbol };

/**
 * A read-through cache of rows, exact under every write:
 * - writes on this connection, by any adapter, evict the groups they touch, through TEMP
 *   triggers on the watched tables (no adapter can forget to invalidate);
 * - writes by other connections (other instances, the admin CLI) show up in `PRAGMA
 *   data_version`, checked on every read or at most every `staleMs`, and clear everything;
 * - nothing is stored from inside a transaction, so a rolled-back write never leaves a phantom
 *   row behind (a transaction's reads are served only what its snapshot holds); a value written
 *   through after a commit is stored with the version its write saw, so a commit elsewhere
 *   since then drops it at the next check.
 * Entries live in groups (a project, a document) holding one value per member key. The group
 * key is declared once, as columns (`WatchedTable.key`): the triggers hand those columns of a
 * changed row to the eviction, `get` and `remember` take the same parts by name, and both turn
 * them into the in-memory key with one function, so the two cannot drift apart.
 */
export class SqliteRowCache<K extends string, V> {
  private readonly groups = new Map<string, Map<string, V>>();
  /** The group's key parts, in the order both sides list them. */
  private readonly parts: readonly K[];
  private readonly dataVersion;
  private readonly maxGroups: number;
  private readonly staleMs: number;
  private readonly batchVersion: BatchVersion;
  private readonly now: () => number;
  private externalVersion = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: SqliteDatabase,
    watched: readonly [WatchedTable<K>, ...WatchedTable<K>[]],
    { maxGroups = 10_000, staleMs = EXTERNAL_CHECK_MS, now = Date.now }: RowCacheOptions = {},
  ) {
    this.maxGroups = maxGroups;
    this.staleMs = staleMs;
    this.now = now;
    const columnsOf = ({ key }: WatchedTable<K>): Readonly<Record<K, string>> =>
      Array.isArray(key) ? (Object.fromEntries(key.map((part) => [part, part])) as Record<K, string>) : (key as Record<K, string>);
    this.parts = Object.keys(columnsOf(watched[0])).sort() as K[];
    // A random name, not a module counter: two copies of this module on one connection (the
    // bundle and the sources under test) would count alike and replace each other's function.
    const evict = `evict_cached_rows_${randomBytes(8).toString('hex')}`;
    db.function(evict, { deterministic: false, varargs: true }, (...values: unknown[]) => {
      this.groups.delete(groupKeyOf(values));
      return null;
    });
    for (const table of watched) {
      const columns = columnsOf(table);
      if (Object.keys(columns).sort().join() !== this.parts.join()) throw new Error(`row cache: ${table.table} must name ${this.parts.join()}`);
      const on = (row: 'OLD' | 'NEW') => `SELECT ${evict}(${this.parts.map((part) => `${row}.${columns[part]}`).join(', ')});`;
      const trigger = (event: string, body: string) =>
        db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${evict}_${table.table}_${event} AFTER ${event} ON main.${table.table} BEGIN ${body} END`);
      trigger('insert', on('NEW'));
      trigger('update', on('OLD') + on('NEW'));
      trigger('delete', on('OLD'));
    }
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.batchVersion = batchVersionOf(db);
  }

  /** `keep` says whether a loaded value is worth its memory (e.g. not a huge document). */
  get(group: GroupKey<K>, member: string, load: () => V, keep: (value: V) => boolean = () => true): V {
    const inTransaction = this.db.inTransaction;
    // Inside a transaction `PRAGMA data_version` is that transaction's snapshot, read without a
    // lock or any I/O: always checked there, so a value served is the one the transaction sees
    // (its own writes evicted the groups they touched, through the triggers).
    if (inTransaction) this.absorb(this.dataVersion.get() as number);
    else this.checkExternalWrites();
    const key = this.keyOf(group);
    const entries = this.groups.get(key);
    if (entries?.has(member)) return entries.get(member)!;
    const value = load();
    // Never stored from inside a transaction: it could still roll back.
    if (!inTransaction && keep(value)) this.store(key, member, value);
    return value;
  }

  /**
   * The value held for `member` of `group`, as last seen here, with no check for commits
   * elsewhere (undefined when none is held): only for what such a commit cannot change.
   */
  peek(group: GroupKey<K>, member: string): V | undefined {
    return this.groups.get(this.keyOf(group))?.get(member);
  }

  /**
   * Call inside a write's transaction, before its commit: the mark `remember` takes. (Inside a
   * transaction `PRAGMA data_version` is the version the transaction started from, and no other
   * connection can commit while this one holds the write lock.)
   */
  commitMark(): CommitMark {
    return this.dataVersion.get() as CommitMark;
  }

  /**
   * Write-through after a commit: stores the value the caller just wrote, so the next read of
   * it does not go back to SQLite; not while a transaction is open (it could roll back).
   * `mark` is the store's version as of that write, so no read is needed here (a read outside
   * a transaction takes SQLite's read lock: two fcntl calls and an fstat, on every save).
   * Taking `mark` as the version seen clears whatever commits elsewhere before the write may
   * have changed; a commit elsewhere after it (in the moment since) is newer than `mark`, so
   * the next check of `PRAGMA data_version` (every read with staleMs 0, else within staleMs)
   * sees a different version and drops the value stored here along with everything else.
   */
  remember(group: GroupKey<K>, member: string, value: V, mark: CommitMark): void {
    if (this.db.inTransaction) return;
    this.absorb(mark);
    this.store(this.keyOf(group), member, value);
  }

  private keyOf(group: GroupKey<K>): string {
    // One part (the usual case) needs no array: this runs on every access check.
    return this.parts.length === 1 ? String(group[this.parts[0]!]) : groupKeyOf(this.parts.map((part) => group[part]));
  }

  private store(key: string, member: string, value: V): void {
    const entries = this.groups.get(key);
    if (entries) entries.set(member, value);
    else {
      if (this.groups.size >= this.maxGroups) this.groups.clear();
      this.groups.set(key, new Map([[member, value]]));
    }
  }

  private checkExternalWrites(): void {
    // Serving a request batch: the version read once for the batch, by whichever cache of the
    // connection read first (every request of it arrived before that read), whatever `staleMs`.
    if (this.batchVersion.inBatch()) return this.absorb(this.batchVersion.known() ?? this.batchVersion.read());
    if (this.staleMs > 0) {
      const now = this.now();
      if (now - this.checkedAt < this.staleMs) return;
      this.checkedAt = now;
    }
    this.absorb(this.batchVersion.read());
  }

  /** Forgets everything when another connection committed since the version last seen. */
  private absorb(version: number): void {
    if (version !== this.externalVersion) {
      this.externalVersion = version;
      this.groups.clear();
    }
  }
}

interface BatchVersion {
  /** Whether a request batch is open. */
  inBatch(): boolean;
  /** The version read in the open request batch; null when none was (or no batch is open). */
  known(): number | null;
  /** Reads the version (outside a transaction), kept for the rest of the open batch. */
  read(): number;
}

const batchVersions = new WeakMap<SqliteDatabase, BatchVersion>();

/**
 * `PRAGMA data_version` of a connection, read at most once per request batch (see
 * request-batches.ts) and shared by every cache of the connection: the read takes SQLite's read
 * lock (two fcntl calls and an fstat), and under load one batch holds many requests.
 */
function batchVersionOf(db: SqliteDatabase): BatchVersion {
  let found = batchVersions.get(db);
  if (found === undefined) {
    const dataVersion = db.prepare('PRAGMA data_version').pluck();
    let version = 0;
    let readIn = -1;
    found = {
      inBatch: () => currentBatch() !== -1,
      known: () => {
        const batch = currentBatch();
        return batch !== -1 && batch === readIn ? version : null;
      },
      read: () => {
        version = dataVersion.get() as number;
        readIn = currentBatch();
        return version;
      },
    };
    batchVersions.set(db, found);
  }
  return found;
}

/**
 * The in-memory key of a group, from its parts in declared order. Every part but the last is
 * prefixed by its length, so no two groups share a key whatever their parts hold; plain
 * concatenation, because this runs on every cached read and twice in every watched write
 * (JSON.stringify of the parts cost 2% of an autosave's CPU).
 */
function groupKeyOf(values: readonly unknown[]): string {
  let key = '';
  for (let i = 0; i < values.length - 1; i += 1) {
    const part = String(values[i]);
    key += `${part.length}:${part}`;
  }
  return key + String(values[values.length - 1]);
}
