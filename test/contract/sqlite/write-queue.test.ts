import { expect } from 'chai';
import { join } from 'node:path';
import { DATABASE_FILE, immediate } from '../../../infrastructure/sqlite/database.js';
import { Database, type SqliteDatabase } from '../../../infrastructure/sqlite/driver.js';
import { groupCommitOf } from '../../../infrastructure/sqlite/group-commit.js';
import { StoreBusyError, WriteQueue } from '../../../infrastructure/sqlite/write-queue.js';
import { tempSqlite } from '../../support/sqlite.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('write transactions while another connection holds the write lock', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  /** Another process's connection to the same file (another instance, the admin CLI). */
  let other: SqliteDatabase;
  beforeEach(() => {
    sqlite = tempSqlite();
    sqlite.db.exec('CREATE TABLE items (n INTEGER PRIMARY KEY)');
    other = new Database(join(sqlite.dir, DATABASE_FILE));
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
    sqlite.dispose();
  });

  const items = () => sqlite.db.prepare('SELECT n FROM items ORDER BY n').pluck().all();
  const insert = (n: number) => () => sqlite.db.prepare('INSERT INTO items (n) VALUES (?)').run(n).changes;

  it('waits for the lock on a timer, the event loop answering meanwhile, and commits once the lock is released', async () => {
    other.exec('BEGIN IMMEDIATE');
    const write = immediate(sqlite.db, insert(1));
    const ticks: number[] = [];
    const ticking = setInterval(() => ticks.push(performance.now()), 5);
    await sleep(150);
    expect(ticks.length, 'timers fired while the write waited').to.be.greaterThan(10);
    expect(items()).to.deep.equal([]);
    other.exec('COMMIT');
    expect(await write).to.equal(1);
    clearInterval(ticking);
    expect(items()).to.deep.equal([1]);
    // The connection's own wait for single statements is back to what openSqlite set.
    expect(sqlite.db.pragma('busy_timeout', { simple: true })).to.equal(5000);
  });

  it("keeps one connection's writes in the order they were asked for, group commits included", async () => {
    other.exec('BEGIN IMMEDIATE');
    const order: string[] = [];
    const first = immediate(sqlite.db, () => order.push('first'));
    const grouped = groupCommitOf(sqlite.db).submit(() => order.push('grouped'));
    await sleep(20);
    // Asked for after the others began waiting: the lock is free by now, yet it goes after them.
    other.exec('COMMIT');
    const last = immediate(sqlite.db, () => order.push('last'));
    await Promise.all([first, grouped, last]);
    expect(order).to.deep.equal(['first', 'grouped', 'last']);
  });

  it('runs a transaction once when its work throws, and rolls it back', async () => {
    let runs = 0;
    const failing = immediate(sqlite.db, () => {
      runs += 1;
      insert(5)();
      throw new Error('no such thing');
    });
    const error = await failing.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect((error as Error).message).to.equal('no such thing');
    expect(runs).to.equal(1);
    expect(items()).to.deep.equal([]);
  });

  it('fails with a clear error after the overall limit, having written nothing', async () => {
    other.exec('BEGIN IMMEDIATE');
    const queue = new WriteQueue(sqlite.db, 100);
    const started = performance.now();
    const error = await queue.run(insert(2)).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).to.be.instanceOf(StoreBusyError);
    expect((error as StoreBusyError).code).to.equal('SQLITE_BUSY');
    expect((error as StoreBusyError).message).to.match(
      /^The store stayed busy: another connection held its write lock for \d+ ms, so this write was not made\.$/,
    );
    expect(performance.now() - started).to.be.within(100, 1000);
    other.exec('COMMIT');
    expect(items()).to.deep.equal([]);
  });

  it('runs a write nested in an open transaction at once, as a savepoint', async () => {
    let nested: Promise<number> | null = null;
    await immediate(sqlite.db, () => {
      nested = immediate(sqlite.db, insert(3));
    });
    expect(await nested!).to.equal(1);
    expect(items()).to.deep.equal([3]);
  });

  it('asks for the lock without blocking the event loop', () => {
    other.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    const write = immediate(sqlite.db, insert(4));
    expect(performance.now() - started).to.be.lessThan(50);
    other.exec('COMMIT');
    return write;
  });
});
