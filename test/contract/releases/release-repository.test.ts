import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoReleaseRepository } from '../../../infrastructure/mongo/releases/release-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteReleaseRepository } from '../../../infrastructure/sqlite/releases/release-repository.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { InMemoryReleaseRepository } from '../../support/fakes/releases.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { releaseRepositoryContract, type ReleaseStores } from './release-repository.contract.js';

describe('ReleaseRepository contract [in-memory fake]', () => {
  let stores: ReleaseStores;
  beforeEach(() => {
    stores = { projects: new InMemoryProjectRepository(), releases: new InMemoryReleaseRepository() };
  });
  releaseRepositoryContract(() => stores);
});

describe('ReleaseRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: ReleaseStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), releases: new SqliteReleaseRepository(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  releaseRepositoryContract(() => stores);
});

describeMongo('ReleaseRepository contract', (mongo) => {
  releaseRepositoryContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), releases: new MongoReleaseRepository(db, client) };
  });
});
