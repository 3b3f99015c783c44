import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from './driver.js';

/** How long, in all, a write transaction waits for another connection's write lock before it fails. */
const WRITE_WAIT_LIMIT_MS = 5000;
/** The waits between attempts to take the write lock: doubling from the first, then the last repeated. */
const RETRY_DELAYS_MS = [1, 2, 4, 8, 16, 32, 50] as const;

/** A write transaction that could not take the store's write lock within `WRITE_WAIT_LIMIT_MS`. */
export class StoreBusyError extends Error {
  /** As SQLite's own error for a lock it could not take, so code that checks the code reads both alike. */
  readonly code = 'SQLITE_BUSY';

  constructor(waitedMs: number) {
    super(`The store stayed busy: another connection held its write lock for ${Math.round(waitedMs)} ms, so this write was not made.`);
    this.name = 'StoreBusyError';
  }
}

interface QueuedWrite {
  readonly work: () => unknown;
  readonly since: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Attempt = { readonly taken: true; readonly value: unknown } | { readonly taken: false };

/**
 * A connection's write transactions (`BEGIN IMMEDIATE`) that never wait on the event loop's
 * thread. better-sqlite3 waits out `busy_timeout` synchronously: while another process holds
 * the write lock (a deploy, a CLI), an instance that wanted to write answered nothing at all,
 * readers included. Here the lock is asked for without waiting (busy_timeout 0 around the BEGIN
 * only); a write that finds it taken waits on a timer and tries again, while the event loop
 * serves everything else. Only the BEGIN can find the lock taken, before the work ran, so a
 * retried transaction re-runs from the start and none ever partly committed.
 *
 * Writes of one connection commit in the order they were asked for: once one waits, every later
 * one queues behind it (an autosave must not overtake an earlier one of the same draft).
 */
export class WriteQueue {
  private readonly queue: QueuedWrite[] = [];
  private readonly runner: BetterSqlite3.Transaction<(work: () => unknown) => unknown>;
  private readonly busyTimeoutMs: number;
  private retries = 0;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly limitMs: number = WRITE_WAIT_LIMIT_MS,
  ) {
    // What the connection waits for a lock elsewhere (openSqlite's busy_timeout), restored once the lock is held.
    this.busyTimeoutMs = Number(db.pragma('busy_timeout', { simple: true }));
    // One transaction function, reused: better-sqlite3 builds a wrapper (and its BEGIN/COMMIT
    // statements) per `db.transaction()` call, which on hot write paths costs more than the writes.
    this.runner = db.transaction((work: () => unknown) => work());
  }

  /** Runs `work` in a write transaction; settles once it committed (or rolled back, with its error). */
  run<T>(work: () => T): Promise<T> {
    // Nested in an open transaction (a savepoint): the lock is already held, nothing to wait for.
    if (this.db.inTransaction || this.queue.length === 0) {
      try {
        const attempt = this.attempt(work);
        if (attempt.taken) return Promise.resolve(attempt.value as T);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, since: performance.now(), resolve: resolve as (value: unknown) => void, reject });
      if (this.queue.length === 1) this.retryLater();
    });
  }

  /** Runs `work` if the write lock is free now; throws what the work threw. */
  private attempt(work: () => unknown): Attempt {
    if (this.db.inTransaction) return { taken: true, value: this.runner(work) };
    let began = false;
    // Not a prepared statement run again: SQLite applies `PRAGMA busy_timeout` when it compiles
    // the statement, so only a fresh one takes effect (about 3 µs each).
    this.db.pragma('busy_timeout = 0');
    try {
      const value = this.runner.immediate(() => {
        began = true;
        // The lock is held: the statements inside may wait as the connection's writes always did.
        this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
        return work();
      });
      return { taken: true, value };
    } catch (error) {
      if (!began && (error as { code?: string }).code === 'SQLITE_BUSY') return { taken: false };
      throw error;
    } finally {
      if (!began) this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    }
  }

  private retryLater(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)]!;
    this.retries += 1;
    setTimeout(() => this.drain(), delay);
  }

  /** Runs the queued writes in order while the lock can be had; waits again when it cannot. */
  private drain(): void {
    while (this.queue.length > 0) {
      const head = this.queue[0]!;
      let attempt: Attempt;
      try {
        attempt = this.attempt(head.work);
      } catch (error) {
        this.queue.shift();
        head.reject(error);
        continue;
      }
      if (!attempt.taken) {
        const waited = performance.now() - head.since;
        if (waited < this.limitMs) return this.retryLater();
        this.queue.shift();
        head.reject(new StoreBusyError(waited));
        continue;
      }
      this.queue.shift();
      this.retries = 0;
      head.resolve(attempt.value);
    }
    this.retries = 0;
  }
}

const queues = new WeakMap<SqliteDatabase, WriteQueue>();

/** The connection's one write queue (every adapter's transactions share its order). */
export function writeQueueOf(db: SqliteDatabase): WriteQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new WriteQueue(db);
    queues.set(db, queue);
  }
  return queue;
}
