import { expect } from 'chai';
import { join } from 'node:path';
import { AccessTokenCache } from '../../../application/oauth/access-token-cache.js';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';
import { SqliteOAuthStore } from '../../../infrastructure/sqlite/oauth/oauth-store.js';
import { requestArrived } from '../../../infrastructure/sqlite/request-batches.js';
import { FakeClock } from '../../support/fake-clock.js';
import { tempSqlite } from '../../support/sqlite.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Access tokens kept in memory on SQLite: the revocation epoch is read on every lookup (kept in
 * memory, checked once per request batch), so a revocation answered by another instance on the
 * same database file is refused by the next batch, with no clock moving.
 */
describe('SQLite: access tokens kept by one instance, revoked by another', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let other: InstanceType<typeof Database>;
  beforeEach(async () => {
    await nextTurn();
    sqlite = tempSqlite();
    other = new Database(join(sqlite.dir, DATABASE_FILE));
  });
  afterEach(() => {
    other.close();
    sqlite.dispose();
  });

  it('drops what it kept at the next request batch after the other instance revoked', async () => {
    const here = new SqliteOAuthStore(sqlite.db);
    const there = new SqliteOAuthStore(other);
    expect(here.epochReadsAreCheap).to.equal(true);
    const cache = new AccessTokenCache(here, new FakeClock());
    let loads = 0;
    const load = async () => ((loads += 1), { value: 'grant of alice', expiresAt: null });
    requestArrived();
    expect(await cache.get('token-hash', load)).to.equal('grant of alice');
    expect(await cache.get('token-hash', load)).to.equal('grant of alice');
    expect(loads).to.equal(1);
    await there.revokeGrant('some grant');
    await nextTurn();
    requestArrived();
    await cache.get('token-hash', load);
    expect(loads).to.equal(2);
  });
});
