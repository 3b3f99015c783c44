import { MongoInvitationStore } from '../../../infrastructure/mongo/invitations/invitation-store.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteInvitationStore } from '../../../infrastructure/sqlite/invitations/invitation-store.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryInvitationStore } from '../../support/fakes/invitations.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { invitationStoreContract, type InvitationStores } from './invitation-store.contract.js';

describe('InvitationStore contract [in-memory fake]', () => {
  let stores: InvitationStores;
  beforeEach(() => {
    const projects = new InMemoryProjectRepository();
    const invitations = new InMemoryInvitationStore();
    // The fake's project deletion does not reach this fake: a deleted project's invitations go with it, as in the real stores.
    const deleteProject = projects.delete.bind(projects);
    projects.delete = async (id: string) => {
      for (const [key, invitation] of invitations.invitations) if (invitation.project_id === id) invitations.invitations.delete(key);
      return deleteProject(id);
    };
    stores = { projects, invitations };
  });
  invitationStoreContract(() => stores);
});

describe('InvitationStore contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: InvitationStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), invitations: new SqliteInvitationStore(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  invitationStoreContract(() => stores);
});

describeMongo('InvitationStore contract', (mongo) => {
  invitationStoreContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), invitations: new MongoInvitationStore(db) };
  });
});
