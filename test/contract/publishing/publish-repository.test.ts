import { MongoPublishRepository } from '../../../infrastructure/mongo/publishing/publish-repository.js';
import { SqlitePublishRepository } from '../../../infrastructure/sqlite/publishing/publish-repository.js';
import { InMemoryPublishRepository } from '../../support/fakes/publishing.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { publishRepositoryContract, type PublishStores } from './publish-repository.contract.js';

describe('PublishRepository contract [in-memory fake]', () => {
  let stores: PublishStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, publishes: new InMemoryPublishRepository(pageStores.state) };
  });
  publishRepositoryContract(() => stores);
});

describe('PublishRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PublishStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), publishes: new SqlitePublishRepository(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  publishRepositoryContract(() => stores);
});

describeMongo('PublishRepository contract', (mongo) => {
  publishRepositoryContract(() => {
    const { db, client } = mongo();
    return { ...mongoPageStores(db, client), publishes: new MongoPublishRepository(db, client) };
  });
});
