import { MongoAccountRepository } from '../../../infrastructure/mongo/accounts/account-repository.js';
import { MongoMembershipRepository } from '../../../infrastructure/mongo/projects/membership-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteAccountRepository } from '../../../infrastructure/sqlite/accounts/account-repository.js';
import { SqliteMembershipRepository } from '../../../infrastructure/sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryAccountRepository, InMemoryMembershipRepository, InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { projectStoresContract, type ProjectStores } from './project-stores.contract.js';

describe('Project stores contract [in-memory fake]', () => {
  let stores: ProjectStores;
  beforeEach(() => {
    const store = new InMemoryProjectStore();
    stores = {
      projects: new InMemoryProjectRepository(store),
      memberships: new InMemoryMembershipRepository(store),
      accounts: new InMemoryAccountRepository(),
    };
  });
  projectStoresContract(() => stores);
});

describe('Project stores contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: ProjectStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      projects: new SqliteProjectRepository(sqlite.db),
      memberships: new SqliteMembershipRepository(sqlite.db),
      accounts: new SqliteAccountRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  projectStoresContract(() => stores);
});

describeMongo('Project stores contract', (mongo) => {
  projectStoresContract(() => {
    const { db, client } = mongo();
    return {
      projects: new MongoProjectRepository(db, client),
      memberships: new MongoMembershipRepository(db, client),
      accounts: new MongoAccountRepository(db),
    };
  });
});
