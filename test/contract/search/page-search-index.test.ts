import { MongoPageSearchIndex } from '../../../infrastructure/mongo/search/page-search-index.js';
import { SqlitePageSearchIndex } from '../../../infrastructure/sqlite/search/page-search-index.js';
import { InMemoryPageSearchIndex } from '../../support/fakes/search.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { pageSearchIndexContract, type SearchStores } from './page-search-index.contract.js';

describe('PageSearchIndex contract [in-memory fake]', () => {
  let stores: SearchStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, index: new InMemoryPageSearchIndex(pageStores.state) };
  });
  pageSearchIndexContract(() => stores);
});

describe('PageSearchIndex contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: SearchStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), index: new SqlitePageSearchIndex(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  pageSearchIndexContract(() => stores);
});

describeMongo('PageSearchIndex contract', (mongo) => {
  pageSearchIndexContract(() => {
    const { db, client } = mongo();
    return { ...mongoPageStores(db, client), index: new MongoPageSearchIndex(db) };
  });
});
