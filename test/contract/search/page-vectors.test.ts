import { expect } from 'chai';
import { MongoPageVectors } from '../../../infrastructure/mongo/search/page-vectors.js';
import { SqlitePageVectors } from '../../../infrastructure/sqlite/search/page-vectors.js';
import { InMemoryPageVectors } from '../../support/fakes/page-vectors.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { aDoc, storeHelpers } from '../../support/stores/page-fixtures.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { pageVectorsContract, type VectorStores } from './page-vectors.contract.js';

describe('PageVectors contract [in-memory fake]', () => {
  let stores: VectorStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, vectors: new InMemoryPageVectors(pageStores.state) };
  });
  pageVectorsContract(() => stores);
});

describe('PageVectors contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: VectorStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), vectors: new SqlitePageVectors(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  pageVectorsContract(() => stores);

  it('a vector goes with its page in the same transaction, and looking for stale pages reads no page body', async () => {
    const { newProject } = storeHelpers(() => stores);
    const projectId = await newProject();
    const page = aDoc(projectId, { slug: 'big', content: 'x'.repeat(200_000) });
    await stores.pages.create(page);
    const lease = 'lease-1';
    const { pages } = await stores.vectors.claimStale({ model: 'm', after: null, scan: 10, limit: 10, lease, now: 'a', leaseUntil: 'b' });
    await stores.vectors.store([{ ...pages[0]!, model: 'm', vector: Float32Array.of(1, 0) }], lease);
    const plan = sqlite.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT d.id, d.revision, d.project_id FROM documents d INDEXED BY documents_live_revisions WHERE d.kind = 'live' AND d.id > ? ORDER BY d.id`,
      )
      .all('') as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join(' | ')).to.match(/USING COVERING INDEX documents_live_revisions/);
    await stores.pages.delete(projectId, page.id);
    expect(sqlite.db.prepare(`SELECT count(*) FROM page_vectors`).pluck().get()).to.equal(0);
  });
});

describeMongo('PageVectors contract', (mongo) => {
  pageVectorsContract(() => {
    const { db, client } = mongo();
    return { ...mongoPageStores(db, client), vectors: new MongoPageVectors(db) };
  });
});
