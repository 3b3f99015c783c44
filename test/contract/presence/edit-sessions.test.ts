import { MongoEditSessions } from '../../../infrastructure/mongo/presence/edit-sessions.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteEditSessions } from '../../../infrastructure/sqlite/presence/edit-sessions.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryEditSessions } from '../../support/fakes/presence.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { editSessionsContract, type PresenceStores } from './edit-sessions.contract.js';

describe('EditSessions contract [in-memory fake]', () => {
  let stores: PresenceStores;
  beforeEach(() => {
    stores = { projects: new InMemoryProjectRepository(), sessions: new InMemoryEditSessions() };
  });
  editSessionsContract(() => stores);
});

describe('EditSessions contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PresenceStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), sessions: new SqliteEditSessions(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  editSessionsContract(() => stores);
});

describeMongo('EditSessions contract', (mongo) => {
  editSessionsContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), sessions: new MongoEditSessions(db, client) };
  });
});
