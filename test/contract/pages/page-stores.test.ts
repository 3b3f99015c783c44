import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { draftRepositoryContract } from '../drafts/draft-repository.contract.js';
import { draftVersionsContract } from '../drafts/draft-versions.contract.js';
import { pageRepositoryContract } from './page-repository.contract.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import type { PageStores } from '../../support/stores/page-fixtures.js';
import { slugReservationContract } from './slug-reservation.contract.js';

function pageStoresContract(stores: () => PageStores): void {
  pageRepositoryContract(stores);
  draftRepositoryContract(stores);
  draftVersionsContract(stores);
  slugReservationContract(stores);
}

describe('Document stores contract [in-memory fake]', () => {
  let stores: PageStores;
  beforeEach(() => {
    stores = inMemoryPageStores();
  });
  pageStoresContract(() => stores);
});

describe('Document stores contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PageStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = sqlitePageStores(sqlite.db);
  });
  afterEach(() => sqlite.dispose());
  pageStoresContract(() => stores);
});

describeMongo('Document stores contract', (mongo) => {
  pageStoresContract(() => mongoPageStores(mongo().db, mongo().client));
});
