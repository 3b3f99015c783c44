import { expect } from 'chai';
import { MongoPageSearchIndex } from '../../../infrastructure/mongo/search/page-search-index.js';
import { MongoSearchIndexRebuild } from '../../../infrastructure/mongo/search/search-index-rebuild.js';
import { SqlitePageSearchIndex } from '../../../infrastructure/sqlite/search/page-search-index.js';
import { SqliteSearchIndexRebuild } from '../../../infrastructure/sqlite/search/search-index-rebuild.js';
import { searchTerms } from '../../../domain/search/query.js';
import { InMemoryPageSearchIndex, InMemorySearchIndexRebuild } from '../../support/fakes/search.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { aDoc, storeHelpers } from '../../support/stores/page-fixtures.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { searchIndexRebuildContract, type RebuildStores } from './search-index-rebuild.contract.js';

describe('SearchIndexRebuild contract [in-memory fake]', () => {
  let stores: RebuildStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, index: new InMemoryPageSearchIndex(pageStores.state), rebuild: new InMemorySearchIndexRebuild(pageStores.state) };
  });
  searchIndexRebuildContract(() => stores);
});

describe('SearchIndexRebuild contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: RebuildStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), index: new SqlitePageSearchIndex(sqlite.db), rebuild: new SqliteSearchIndexRebuild(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  searchIndexRebuildContract(() => stores);

  it('repairs a damaged index: lost entries come back, entries of pages that are gone go', async () => {
    const { newProject } = storeHelpers(() => stores);
    const projectId = await newProject();
    const pages = [aDoc(projectId, { slug: 'kept', content: 'Brioche.' }), aDoc(projectId, { slug: 'lost', content: 'Brioche too.' })];
    for (const doc of pages) await stores.pages.create(doc);
    // Damage: one page's entry lost, one entry left for a page that no longer exists.
    sqlite.db.prepare(`DELETE FROM search_rows WHERE page_id = ?`).run(pages[1]!.id);
    sqlite.db.prepare(`INSERT INTO search_rows (id, page_id, project_id) VALUES ((SELECT max(id) + 1 FROM search_rows), 'gone', ?)`).run(projectId);
    const found = async () =>
      (await stores.index.search(projectId, { terms: searchTerms('brioche', { languages: ['en'] }), limit: 10 })).map((h) => h.slug).sort();
    expect(await found()).to.deep.equal(['kept']);
    expect(await stores.rebuild.rebuild(projectId, () => undefined)).to.equal(2);
    expect(await found()).to.deep.equal(['kept', 'lost']);
    expect(sqlite.db.prepare(`SELECT count(*) FROM search_rows WHERE project_id = ?`).pluck().get(projectId)).to.equal(2);
  });
});

describeMongo('SearchIndexRebuild contract', (mongo) => {
  searchIndexRebuildContract(() => {
    const { db, client } = mongo();
    return { ...mongoPageStores(db, client), index: new MongoPageSearchIndex(db), rebuild: new MongoSearchIndexRebuild(db) };
  });
});
