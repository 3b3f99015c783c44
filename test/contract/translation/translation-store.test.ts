import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoTranslationStore } from '../../../infrastructure/mongo/translation/translation-store.js';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteTranslationStore } from '../../../infrastructure/sqlite/translation/translation-store.js';
import { InMemoryTranslationStore } from '../../support/fakes/translation.js';
import { describeMongo } from '../../support/mongo.js';
import { storeProject } from '../../support/stores/store-project.js';
import { translationStoreContract } from './translation-store.contract.js';

describe('TranslationStore contract [in-memory fake]', () => {
  translationStoreContract(async () => {
    const store = new InMemoryTranslationStore();
    return {
      store,
      addProject: async () => {},
      deleteProject: async (id) => {
        for (const key of [...store.rows.keys()]) if (key.startsWith(`${id}\u0000`)) store.rows.delete(key);
      },
    };
  });
});

describe('TranslationStore contract [SQLite]', () => {
  let dir: string;
  let db: SqliteDatabase;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'translation-contract-'));
    db = openSqlite(dir);
  });
  after(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  translationStoreContract(async () => {
    const projects = new SqliteProjectRepository(db);
    return {
      store: new SqliteTranslationStore(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

describeMongo('TranslationStore contract', (handle) => {
  translationStoreContract(async () => {
    const { db, client } = handle();
    const projects = new MongoProjectRepository(db, client);
    return {
      store: new MongoTranslationStore(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
