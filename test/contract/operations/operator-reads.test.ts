import { MongoApiKeyRepository } from '../../../infrastructure/mongo/api-keys/api-key-repository.js';
import { MongoMembershipRepository } from '../../../infrastructure/mongo/projects/membership-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteApiKeyRepository } from '../../../infrastructure/sqlite/api-keys/api-key-repository.js';
import { SqliteMembershipRepository } from '../../../infrastructure/sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryApiKeyRepository } from '../../support/fakes/api-keys.js';
import { InMemoryMembershipRepository, InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { operatorReadsContract, type OperatorReadStores } from './operator-reads.contract.js';

describe('Operator reads contract [in-memory fake]', () => {
  let stores: OperatorReadStores;
  beforeEach(() => {
    const store = new InMemoryProjectStore();
    stores = { projects: new InMemoryProjectRepository(store), memberships: new InMemoryMembershipRepository(store), keys: new InMemoryApiKeyRepository() };
  });
  operatorReadsContract(() => stores);
});

describe('Operator reads contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: OperatorReadStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      projects: new SqliteProjectRepository(sqlite.db),
      memberships: new SqliteMembershipRepository(sqlite.db),
      keys: new SqliteApiKeyRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  operatorReadsContract(() => stores);
});

describeMongo('Operator reads contract', (mongo) => {
  operatorReadsContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), memberships: new MongoMembershipRepository(db, client), keys: new MongoApiKeyRepository(db) };
  });
});
