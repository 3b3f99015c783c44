import { expect } from 'chai';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { GroupCommit } from '../../../infrastructure/sqlite/group-commit.js';
import { tempSqlite } from '../../support/sqlite.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';

describe('GroupCommit', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let group: GroupCommit;
  beforeEach(() => {
    sqlite = tempSqlite();
    sqlite.db.exec('CREATE TABLE items (n INTEGER PRIMARY KEY)');
    group = new GroupCommit(sqlite.db);
  });
  afterEach(() => sqlite.dispose());

  const insert = (n: number) => () => {
    sqlite.db.prepare('INSERT INTO items (n) VALUES (?)').run(n);
    return sqlite.db.prepare('SELECT COUNT(*) FROM items').pluck().get() as number;
  };

  it('runs a burst in submission order, each unit seeing the ones before it', async () => {
    const counts = await Promise.all([1, 2, 3, 4, 5].map((n) => group.submit(insert(n))));
    expect(counts).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('rolls back only the unit that throws', async () => {
    const results = await Promise.allSettled([group.submit(insert(1)), group.submit(insert(1)), group.submit(insert(2))]);
    expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect(sqlite.db.prepare('SELECT n FROM items ORDER BY n').pluck().all()).to.deep.equal([1, 2]);
  });

  it('settles a unit only once its transaction is committed (visible to another connection)', async () => {
    await group.submit(insert(7));
    expect(sqlite.db.inTransaction).to.equal(false);
    const other = new Database(join(sqlite.dir, DATABASE_FILE), { readonly: true });
    try {
      expect(other.prepare('SELECT n FROM items').pluck().all()).to.deep.equal([7]);
    } finally {
      other.close();
    }
  });
});
