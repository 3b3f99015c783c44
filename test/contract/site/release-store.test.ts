import { MongoReleaseStore } from '../../../infrastructure/mongo/site/release-store.js';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { SqliteReleaseStore } from '../../../infrastructure/sqlite/site/release-store.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryReleaseStore } from '../../support/fakes/release-store.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { releaseStoreContract } from './release-store.contract.js';

describe('ReleaseStore contract [in-memory fake]', () => {
  let store: InMemoryReleaseStore;
  beforeEach(() => (store = new InMemoryReleaseStore()));
  releaseStoreContract(() => store);
});

describe('ReleaseStore contract [disk, DATA_DIR/sites]', () => {
  let root: string;
  let store: DiskReleaseStore;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'content-service-releases-'));
    store = new DiskReleaseStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  releaseStoreContract(() => store);
});

describe('ReleaseStore contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let store: SqliteReleaseStore;
  beforeEach(() => {
    sqlite = tempSqlite();
    store = new SqliteReleaseStore(sqlite.db);
  });
  afterEach(() => sqlite.dispose());
  releaseStoreContract(() => store);
});

describeMongo('ReleaseStore contract', (mongo) => {
  releaseStoreContract(() => new MongoReleaseStore(mongo().db));
});
