import { MongoCaptureRepository } from '../../../infrastructure/mongo/ingestion/capture-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteCaptureRepository } from '../../../infrastructure/sqlite/ingestion/capture-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryCaptureRepository } from '../../support/fakes/ingestion.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { captureRepositoryContract, type CaptureStores } from './capture-repository.contract.js';

describe('Capture repository contract [in-memory fake]', () => {
  let stores: CaptureStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    stores = { captures: new InMemoryCaptureRepository(projects), projects: new InMemoryProjectRepository(projects) };
  });
  captureRepositoryContract(() => stores);
});

describe('Capture repository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: CaptureStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { captures: new SqliteCaptureRepository(sqlite.db), projects: new SqliteProjectRepository(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  captureRepositoryContract(() => stores);
});

describeMongo('Capture repository contract', (mongo) => {
  captureRepositoryContract(() => {
    const { db, client } = mongo();
    return { captures: new MongoCaptureRepository(db), projects: new MongoProjectRepository(db, client) };
  });
});
