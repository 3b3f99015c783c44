import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoGlossaryStore } from '../../../infrastructure/mongo/translation/glossary-store.js';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteGlossaryStore } from '../../../infrastructure/sqlite/translation/glossary-store.js';
import { InMemoryGlossaryStore } from '../../support/fakes/translation.js';
import { describeMongo } from '../../support/mongo.js';
import { storeProject } from '../../support/stores/store-project.js';
import { glossaryStoreContract } from './glossary-store.contract.js';

describe('GlossaryStore contract [in-memory fake]', () => {
  glossaryStoreContract(async () => {
    const store = new InMemoryGlossaryStore();
    return { store, addProject: async () => {}, deleteProject: async (id) => void store.rows.delete(id) };
  });
});

describe('GlossaryStore contract [SQLite]', () => {
  let dir: string;
  let db: SqliteDatabase;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'glossary-contract-'));
    db = openSqlite(dir);
  });
  after(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  glossaryStoreContract(async () => {
    const projects = new SqliteProjectRepository(db);
    return {
      store: new SqliteGlossaryStore(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

describeMongo('GlossaryStore contract', (handle) => {
  glossaryStoreContract(async () => {
    const { db, client } = handle();
    const projects = new MongoProjectRepository(db, client);
    return {
      store: new MongoGlossaryStore(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
