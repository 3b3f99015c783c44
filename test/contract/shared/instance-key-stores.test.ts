import type { InstanceKeyStore } from '../../../application/shared/instance-keys.js';
import { MongoInstanceKeyStore } from '../../../infrastructure/mongo/shared/instance-key-store.js';
import { SqliteInstanceKeyStore } from '../../../infrastructure/sqlite/shared/instance-key-store.js';
import { InMemoryInstanceKeyStore } from '../../support/fakes/instance-key-store.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { instanceKeyStoreContract } from './instance-key-store.contract.js';

describe('Instance key store contract [in-memory fake]', () => {
  let store: InstanceKeyStore;
  beforeEach(() => {
    store = new InMemoryInstanceKeyStore();
  });
  instanceKeyStoreContract(() => store);
});

describe('Instance key store contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let store: InstanceKeyStore;
  beforeEach(() => {
    sqlite = tempSqlite();
    store = new SqliteInstanceKeyStore(sqlite.db);
  });
  afterEach(() => sqlite.dispose());
  instanceKeyStoreContract(() => store);
});

describeMongo('Instance key store contract', (mongo) => {
  // Each test its own collection's documents: cleared before, since the suite shares one database.
  beforeEach(() => mongo().db.collection('instance_keys').deleteMany({}));
  instanceKeyStoreContract(() => new MongoInstanceKeyStore(mongo().db));
});
