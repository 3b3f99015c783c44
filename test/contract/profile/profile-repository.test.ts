import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoProfileRepository } from '../../../infrastructure/mongo/profile/profile-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteProfileRepository } from '../../../infrastructure/sqlite/profile/profile-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryProfileRepository } from '../../support/fakes/profile.js';
import { describeMongo } from '../../support/mongo.js';
import { profileRepositoryContract } from './profile-repository.contract.js';
import { storeProject } from '../../support/stores/store-project.js';

describe('ProfileRepository contract [in-memory fake]', () => {
  profileRepositoryContract(async () => {
    const profiles = new InMemoryProfileRepository();
    return {
      profiles,
      addProject: async () => {},
      deleteProject: async (id) => {
        for (const key of [...profiles.profiles.keys()]) if (key.startsWith(`${id}\u0000`)) profiles.profiles.delete(key);
      },
    };
  });
});

describe('ProfileRepository contract [SQLite]', () => {
  let dir: string;
  let db: SqliteDatabase;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'profile-contract-'));
    db = openSqlite(dir);
  });
  after(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  profileRepositoryContract(async () => {
    const projects = new SqliteProjectRepository(db);
    return {
      profiles: new SqliteProfileRepository(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

describeMongo('ProfileRepository contract', (handle) => {
  profileRepositoryContract(async () => {
    const { db, client } = handle();
    const projects = new MongoProjectRepository(db, client);
    return {
      profiles: new MongoProfileRepository(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
