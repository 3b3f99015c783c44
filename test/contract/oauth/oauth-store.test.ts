import { MongoOAuthStore } from '../../../infrastructure/mongo/oauth/oauth-store.js';
import { SqliteOAuthStore } from '../../../infrastructure/sqlite/oauth/oauth-store.js';
import { InMemoryOAuthStore } from '../../support/fakes/oauth.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { oauthStoreContract } from './oauth-store.contract.js';

describe('OAuthStore contract [in-memory fake]', () => {
  let store: InMemoryOAuthStore;
  beforeEach(() => {
    store = new InMemoryOAuthStore();
  });
  oauthStoreContract(() => store);
});

describe('OAuthStore contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let store: SqliteOAuthStore;
  beforeEach(() => {
    sqlite = tempSqlite();
    store = new SqliteOAuthStore(sqlite.db);
  });
  afterEach(() => sqlite.dispose());
  oauthStoreContract(() => store);
});

describeMongo('OAuthStore contract', (handle) => {
  let store: MongoOAuthStore;
  beforeEach(async () => {
    // The key material is one document per database: start each test without it.
    await handle().db.collection('oauth_keys').deleteMany({});
    store = new MongoOAuthStore(handle().db);
  });
  oauthStoreContract(() => store);
});
