import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoDeployLeases } from '../../../infrastructure/mongo/site/deploy-leases.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteDeployLeases } from '../../../infrastructure/sqlite/site/deploy-leases.js';
import { InMemoryDeployLeases } from '../../support/fakes/site.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { deployLeasesContract, type LeaseStores } from './deploy-leases.contract.js';

describe('DeployLeases contract [in-memory fake]', () => {
  let stores: LeaseStores;
  beforeEach(() => {
    const projects = new InMemoryProjectRepository();
    stores = { projects, leases: new InMemoryDeployLeases((projectId) => projects.store.projects.has(projectId)) };
  });
  deployLeasesContract(() => stores);
});

describe('DeployLeases contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: LeaseStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), leases: new SqliteDeployLeases(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  deployLeasesContract(() => stores);
});

describeMongo('DeployLeases contract', (mongo) => {
  deployLeasesContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), leases: new MongoDeployLeases(db) };
  });
});
