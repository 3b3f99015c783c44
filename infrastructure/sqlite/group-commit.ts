import type Database from 'better-sqlite3';
import { immediate, type SqliteDatabase } from './database.js';

interface Pending {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/**
 * Group commit for a connection's hot write paths: the units of work submitted within one
 * turn of the event loop run one after the other in a single BEGIN IMMEDIATE transaction, so
 * a burst pays for one commit instead of one each. Each unit runs nested (a SAVEPOINT): it
 * sees every earlier unit's writes, and one that throws rolls back alone. A promise settles
 * only once the transaction holding its unit has committed.
 */
export class GroupCommit {
  private pending: Pending[] = [];
  private readonly runUnit: Database.Transaction<(work: () => unknown) => unknown>;

  constructor(private readonly db: SqliteDatabase) {
    this.runUnit = db.transaction((work: () => unknown) => work());
  }

  /** Runs `work` inside the next group transaction; resolves with its result after the commit. */
  submit<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    // Through the connection's write queue: a batch that finds the lock taken elsewhere waits
    // on a timer, and batches (and other writes) commit in the order they were formed.
    immediate(this.db, () =>
      batch.map((unit): Outcome => {
        try {
          return { ok: true, value: this.runUnit(unit.work) };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    ).then(
      (outcomes) =>
        batch.forEach((unit, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) unit.resolve(outcome.value);
          else unit.reject(outcome.error);
        }),
      (error: unknown) => {
        for (const unit of batch) unit.reject(error);
      },
    );
  }
}

const groups = new WeakMap<SqliteDatabase, GroupCommit>();

/** The connection's one group-commit queue (units from every adapter share its transactions). */
export function groupCommitOf(db: SqliteDatabase): GroupCommit {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group;
}
