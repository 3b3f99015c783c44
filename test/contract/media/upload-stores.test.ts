import type { UploadStore } from '../../../application/media/upload-store.js';
import { GridFsUploadStore } from '../../../infrastructure/mongo/media/gridfs-upload-store.js';
import { SqliteUploadStore } from '../../../infrastructure/sqlite/media/upload-store.js';
import { InMemoryUploadStore } from '../../support/fakes/upload-store.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { uploadStoreContract } from './upload-store.contract.js';

describe('Upload store contract [in-memory fake]', () => {
  let store: UploadStore;
  beforeEach(() => {
    store = new InMemoryUploadStore();
  });
  uploadStoreContract(() => store);
});

describe('Upload store contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let store: UploadStore;
  beforeEach(() => {
    sqlite = tempSqlite();
    store = new SqliteUploadStore(sqlite.db);
  });
  afterEach(() => sqlite.dispose());
  uploadStoreContract(() => store);
});

describeMongo('Upload store contract (GridFS)', (mongo) => {
  uploadStoreContract(() => new GridFsUploadStore(mongo().db));
});
