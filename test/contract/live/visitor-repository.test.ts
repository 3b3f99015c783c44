import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoVisitorRepository } from '../../../infrastructure/mongo/live/visitor-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteVisitorRepository } from '../../../infrastructure/sqlite/live/visitor-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryVisitorRepository } from '../../support/fakes/live.js';
import { describeMongo } from '../../support/mongo.js';
import { storeProject } from '../../support/stores/store-project.js';
import { visitorRepositoryContract } from './visitor-repository.contract.js';

describe('VisitorRepository contract [in-memory fake]', () => {
  visitorRepositoryContract(async () => {
    const visitors = new InMemoryVisitorRepository();
    // The fake has no projects: deleting one drops what it holds, as the service's deletion does.
    const removed = new Set<string>();
    return {
      visitors: {
        save: (visitor) => visitors.save(visitor),
        findByTokenHash: async (hash) => {
          const found = await visitors.findByTokenHash(hash);
          return found === null || removed.has(found.project_id) ? null : found;
        },
      },
      addProject: async () => {},
      deleteProject: async (id) => void removed.add(id),
    };
  });
});

describe('VisitorRepository contract [SQLite]', () => {
  const dirs: string[] = [];
  const dbs: SqliteDatabase[] = [];
  after(() => {
    for (const db of dbs) db.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  visitorRepositoryContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'visitors-contract-'));
    const db = openSqlite(dir);
    dirs.push(dir);
    dbs.push(db);
    const projects = new SqliteProjectRepository(db);
    return {
      visitors: new SqliteVisitorRepository(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

describeMongo('VisitorRepository contract', (mongo) => {
  visitorRepositoryContract(async () => {
    const { db, client } = mongo();
    const projects = new MongoProjectRepository(db, client);
    return {
      visitors: new MongoVisitorRepository(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
