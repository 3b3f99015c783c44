import { expect } from 'chai';
import { join } from 'node:path';
import { DATABASE_FILE, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteRowCache } from '../../../infrastructure/sqlite/row-cache.js';
import { tempSqlite } from '../../support/sqlite.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';
import { requestArrived } from '../../../infrastructure/sqlite/request-batches.js';

describe('SqliteRowCache', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let cache: SqliteRowCache<'g', string | undefined>;
  let loads: number;
  const read = (group: string) =>
    cache.get({ g: group }, '', () => {
      loads += 1;
      return (sqlite.db.prepare('SELECT v FROM things WHERE g = ?').pluck().get(group) as string | undefined) ?? undefined;
    });

  beforeEach(() => {
    sqlite = tempSqlite();
    sqlite.db.exec(`CREATE TABLE things (g TEXT PRIMARY KEY, v TEXT); INSERT INTO things VALUES ('a', 'a1'), ('b', 'b1')`);
    cache = new SqliteRowCache(sqlite.db, [{ table: 'things', key: ['g'] }]);
    loads = 0;
  });
  afterEach(() => sqlite.dispose());

  it('serves repeated reads from memory', () => {
    expect([read('a'), read('a'), read('a')]).to.deep.equal(['a1', 'a1', 'a1']);
    expect(loads).to.equal(1);
  });

  it('evicts exactly the groups a write touches, whoever writes', () => {
    read('a');
    read('b');
    sqlite.db.prepare(`UPDATE things SET v = 'a2' WHERE g = 'a'`).run();
    expect([read('a'), read('b')]).to.deep.equal(['a2', 'b1']);
    expect(loads).to.equal(3);
    sqlite.db.prepare(`UPDATE things SET g = 'c' WHERE g = 'b'`).run();
    expect([read('b'), read('c')]).to.deep.equal([undefined, 'b1']);
    sqlite.db.prepare(`DELETE FROM things WHERE g = 'a'`).run();
    expect(read('a')).to.equal(undefined);
  });

  it('keys groups by the declared columns, for the triggers and the reads alike', () => {
    // Two-part keys whose parts joined with ':' would be the same string: still two groups.
    sqlite.db.exec(`CREATE TABLE pairs (a TEXT, b TEXT, v TEXT, PRIMARY KEY (a, b)); INSERT INTO pairs VALUES ('x:y', 'z', '1'), ('x', 'y:z', '2')`);
    const pairs = new SqliteRowCache<'a' | 'b', unknown>(sqlite.db, [{ table: 'pairs', key: ['b', 'a'] }]);
    const select = sqlite.db.prepare('SELECT v FROM pairs WHERE a = ? AND b = ?').pluck();
    const readPair = (a: string, b: string) => pairs.get({ a, b }, '', () => select.get(a, b));
    expect([readPair('x:y', 'z'), readPair('x', 'y:z')]).to.deep.equal(['1', '2']);
    sqlite.db.prepare(`UPDATE pairs SET v = '3' WHERE a = 'x' AND b = 'y:z'`).run();
    expect([readPair('x:y', 'z'), readPair('x', 'y:z')]).to.deep.equal(['1', '3']);
    // A table naming a key part differently maps it: its writes evict the same groups.
    sqlite.db.exec(`CREATE TABLE owners (left_part TEXT, right_part TEXT)`);
    const both = new SqliteRowCache<'a' | 'b', unknown>(sqlite.db, [
      { table: 'pairs', key: ['a', 'b'] },
      { table: 'owners', key: { a: 'left_part', b: 'right_part' } },
    ]);
    let loads = 0;
    const readBoth = () => both.get({ a: 'x:y', b: 'z' }, '', () => (loads += 1));
    readBoth();
    readBoth();
    sqlite.db.prepare(`INSERT INTO owners VALUES ('x:y', 'z')`).run();
    readBoth();
    expect(loads).to.equal(2);
    expect(
      () =>
        new SqliteRowCache<'a' | 'b', unknown>(sqlite.db, [
          { table: 'pairs', key: ['a', 'b'] },
          { table: 'owners', key: { a: 'left_part' } as never },
        ]),
    ).to.throw('row cache: owners must name a,b');
  });

  it('stores nothing from inside a transaction, so a rollback leaves nothing behind', () => {
    read('a');
    expect(() =>
      sqlite.db.transaction(() => {
        sqlite.db.prepare(`UPDATE things SET v = 'phantom' WHERE g = 'a'`).run();
        expect(read('a')).to.equal('phantom');
        throw new Error('roll back');
      })(),
    ).to.throw('roll back');
    expect(read('a')).to.equal('a1');
  });

  it('serves inside a transaction what is cached, with no load, until the transaction writes the group', () => {
    read('a');
    const before = loads;
    sqlite.db
      .transaction(() => {
        expect(read('a')).to.equal('a1');
        expect(loads).to.equal(before);
        sqlite.db.prepare(`UPDATE things SET v = 'mine' WHERE g = 'a'`).run();
        expect(read('a')).to.equal('mine');
        expect(loads).to.equal(before + 1);
      })
      .immediate();
  });

  describe('writes of another connection (another instance, the admin CLI)', () => {
    let other: SqliteDatabase;
    let now: number;
    beforeEach(() => {
      other = new Database(join(sqlite.dir, DATABASE_FILE));
      now = 1_000_000;
    });
    afterEach(() => other.close());
    const exactCache = () => new SqliteRowCache<'g', unknown>(sqlite.db, [{ table: 'things', key: ['g'] }], { staleMs: 0 });
    const readFrom = (from: SqliteRowCache<'g', unknown>, group: string) =>
      from.get({ g: group }, '', () => sqlite.db.prepare('SELECT v FROM things WHERE g = ?').pluck().get(group));

    it('are seen by the very next read with staleMs 0 (every read checks PRAGMA data_version)', () => {
      const exact = exactCache();
      expect(readFrom(exact, 'a')).to.equal('a1');
      other.prepare(`UPDATE things SET v = 'a2' WHERE g = 'a'`).run();
      expect(readFrom(exact, 'a')).to.equal('a2');
      other.prepare(`UPDATE things SET v = 'a3' WHERE g = 'a'`).run();
      expect(readFrom(exact, 'a')).to.equal('a3');
    });

    describe('within a request batch (one poll phase of HTTP requests)', () => {
      const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
      const countingCache = (staleMs: number) => new SqliteRowCache<'g', unknown>(sqlite.db, [{ table: 'things', key: ['g'] }], { staleMs, now: () => now });
      const readCounted = readFrom;
      // Whatever batch an earlier test left open is closed.
      beforeEach(nextTurn);

      it('checks PRAGMA data_version once per batch, for every cache of the connection, and a later batch sees a commit', async () => {
        const exact = countingCache(0);
        const other50 = countingCache(50);
        requestArrived();
        expect(readCounted(exact, 'a')).to.equal('a1');
        other.prepare(`UPDATE things SET v = 'a2' WHERE g = 'a'`).run();
        // Committed after the batch's check: requests of this batch arrived before it, and may miss it.
        expect(readCounted(exact, 'a')).to.equal('a1');
        await nextTurn();
        requestArrived();
        expect(readCounted(exact, 'a')).to.equal('a2');
        // The 50 ms cache takes the batch's reading: the commit is seen at once, not 50 ms later.
        expect(readCounted(other50, 'a')).to.equal('a2');

        other.prepare(`UPDATE things SET v = 'a3' WHERE g = 'a'`).run();
        await nextTurn();
        requestArrived();
        expect(readCounted(other50, 'a')).to.equal('a3');
        // Checked just now outside a batch (within its 50 ms): still, the batch's first reader (an
        // access check before any document read) reads the version for the batch.
        await nextTurn();
        expect(readCounted(other50, 'a')).to.equal('a3');
        other.prepare(`UPDATE things SET v = 'a4' WHERE g = 'a'`).run();
        requestArrived();
        expect(readCounted(other50, 'a')).to.equal('a4');
      });

      it('never reuses a reading made outside a batch (an immediate, a timer): the next batch reads again', async () => {
        const exact = countingCache(0);
        await nextTurn();
        // An immediate's read (say a group commit's continuation) after the batch closed.
        expect(readCounted(exact, 'a')).to.equal('a1');
        other.prepare(`UPDATE things SET v = 'theirs' WHERE g = 'a'`).run();
        requestArrived();
        expect(readCounted(exact, 'a')).to.equal('theirs');
      });

      it('checks every read outside a batch, as before', () => {
        const exact = countingCache(0);
        expect(readCounted(exact, 'a')).to.equal('a1');
        other.prepare(`UPDATE things SET v = 'a2' WHERE g = 'a'`).run();
        expect(readCounted(exact, 'a')).to.equal('a2');
      });
    });

    it('are seen inside a transaction begun after them, even within `staleMs` of the last check', () => {
      const within = new SqliteRowCache<'g', unknown>(sqlite.db, [{ table: 'things', key: ['g'] }], { now: () => now });
      expect(readFrom(within, 'a')).to.equal('a1');
      other.prepare(`UPDATE things SET v = 'theirs' WHERE g = 'a'`).run();
      expect(sqlite.db.transaction(() => readFrom(within, 'a')).immediate()).to.equal('theirs');
    });

    it('are seen once `staleMs` has passed since the last check, not later (the default: 50 ms)', () => {
      const within = new SqliteRowCache<'g', unknown>(sqlite.db, [{ table: 'things', key: ['g'] }], { now: () => now });
      expect(readFrom(within, 'a')).to.equal('a1');
      other.prepare(`UPDATE things SET v = 'from-cli' WHERE g = 'a'`).run();
      now += 49;
      expect(readFrom(within, 'a')).to.equal('a1');
      now += 1;
      expect(readFrom(within, 'a')).to.equal('from-cli');
    });

    it('made after a value was written through drop it at the next check, with no read in the write-through itself', () => {
      const exact = exactCache();
      const write = (value: string) => {
        sqlite.db.prepare(`UPDATE things SET v = ? WHERE g = 'a'`).run(value);
        return exact.commitMark();
      };
      expect(readFrom(exact, 'a')).to.equal('a1');
      // Nothing committed elsewhere: the written value is kept, the next read needs no load.
      let mark = sqlite.db.transaction(() => write('mine-1')).immediate();
      exact.remember({ g: 'a' }, '', 'mine-1', mark);
      let loads = 0;
      expect(exact.get({ g: 'a' }, '', () => (loads += 1))).to.equal('mine-1');
      expect(loads).to.equal(0);
      // Another connection commits between this write's commit and its write-through (and a read of
      // another group has already seen that commit): the very next read of the group is theirs.
      mark = sqlite.db.transaction(() => write('mine-2')).immediate();
      other.prepare(`UPDATE things SET v = 'theirs' WHERE g = 'a'`).run();
      expect(readFrom(exact, 'b')).to.equal('b1');
      exact.remember({ g: 'a' }, '', 'mine-2', mark);
      expect(readFrom(exact, 'a')).to.equal('theirs');
    });

    it('made before a write began are absorbed by its write-through: other groups are reloaded at once', () => {
      const within = new SqliteRowCache<'g', unknown>(sqlite.db, [{ table: 'things', key: ['g'] }], { now: () => now });
      expect(readFrom(within, 'b')).to.equal('b1');
      other.prepare(`UPDATE things SET v = 'b-theirs' WHERE g = 'b'`).run();
      const mark = sqlite.db
        .transaction(() => {
          sqlite.db.prepare(`UPDATE things SET v = 'mine' WHERE g = 'a'`).run();
          return within.commitMark();
        })
        .immediate();
      within.remember({ g: 'a' }, '', 'mine', mark);
      // Within staleMs of the last check: only the write-through's version tells of their commit.
      expect(readFrom(within, 'b')).to.equal('b-theirs');
      expect(readFrom(within, 'a')).to.equal('mine');
    });

    it('made after a value was written through are seen within `staleMs` of the last check', () => {
      const within = new SqliteRowCache<'g', unknown>(sqlite.db, [{ table: 'things', key: ['g'] }], { now: () => now });
      expect(readFrom(within, 'a')).to.equal('a1');
      const mark = sqlite.db
        .transaction(() => {
          sqlite.db.prepare(`UPDATE things SET v = 'mine' WHERE g = 'a'`).run();
          return within.commitMark();
        })
        .immediate();
      other.prepare(`UPDATE things SET v = 'theirs' WHERE g = 'a'`).run();
      within.remember({ g: 'a' }, '', 'mine', mark);
      now += 49;
      expect(readFrom(within, 'a')).to.equal('mine');
      now += 1;
      expect(readFrom(within, 'a')).to.equal('theirs');
    });
  });
});
