import { MongoOnboardingSessionRepository } from '../../../infrastructure/mongo/onboarding/onboarding-session-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteOnboardingSessionRepository } from '../../../infrastructure/sqlite/onboarding/onboarding-session-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryOnboardingSessionRepository } from '../../support/fakes/onboarding.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { storeProject } from '../../support/stores/store-project.js';
import { onboardingSessionContract } from './onboarding-session-repository.contract.js';

describe('OnboardingSessionRepository contract [in-memory fake]', () => {
  onboardingSessionContract(async () => {
    const sessions = new InMemoryOnboardingSessionRepository();
    return { sessions, addProject: async () => {}, deleteProject: async (id) => sessions.deleteProject(id) };
  });
});

describe('OnboardingSessionRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  before(() => {
    sqlite = tempSqlite();
  });
  after(() => sqlite.dispose());
  onboardingSessionContract(async () => {
    const projects = new SqliteProjectRepository(sqlite.db);
    return {
      sessions: new SqliteOnboardingSessionRepository(sqlite.db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

describeMongo('OnboardingSessionRepository contract', (handle) => {
  onboardingSessionContract(async () => {
    const { db, client } = handle();
    const projects = new MongoProjectRepository(db, client);
    return {
      sessions: new MongoOnboardingSessionRepository(db, client),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
