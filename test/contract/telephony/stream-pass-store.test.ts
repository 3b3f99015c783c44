import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoStreamPassStore } from '../../../infrastructure/mongo/telephony/stream-pass-store.js';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteStreamPassStore } from '../../../infrastructure/sqlite/telephony/stream-pass-store.js';
import { InMemoryStreamPassStore } from '../../support/fakes/telephony.js';
import { describeMongo } from '../../support/mongo.js';
import { storeProject } from '../../support/stores/store-project.js';
import { streamPassStoreContract } from './stream-pass-store.contract.js';

describe('StreamPassStore contract [in-memory fake]', () => {
  streamPassStoreContract(async () => {
    const passes = new InMemoryStreamPassStore();
    // The fake has no projects: deleting one drops what it holds, as the service's deletion does.
    const removed = new Set<string>();
    return {
      passes: {
        issue: (pass) => passes.issue(pass),
        redeem: async (hash, at) => {
          const found = await passes.redeem(hash, at);
          return found === null || removed.has(found.project_id) ? null : found;
        },
      },
      addProject: async () => {},
      deleteProject: async (id) => void removed.add(id),
    };
  });
});

describe('StreamPassStore contract [SQLite]', () => {
  const dirs: string[] = [];
  const dbs: SqliteDatabase[] = [];
  after(() => {
    for (const db of dbs) db.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  streamPassStoreContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stream-passes-contract-'));
    const db = openSqlite(dir);
    dirs.push(dir);
    dbs.push(db);
    const projects = new SqliteProjectRepository(db);
    return {
      passes: new SqliteStreamPassStore(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

describeMongo('StreamPassStore contract', (mongo) => {
  streamPassStoreContract(async () => {
    const { db, client } = mongo();
    const projects = new MongoProjectRepository(db, client);
    return {
      passes: new MongoStreamPassStore(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
