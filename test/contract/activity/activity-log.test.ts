import { expect } from 'chai';
import { MongoActivityLog } from '../../../infrastructure/mongo/activity/activity-log.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteActivityLog } from '../../../infrastructure/sqlite/activity/activity-log.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aMembership, aProject } from '../../support/builders.js';
import { InMemoryActivityLog } from '../../support/fakes/activity.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { activityLogContract, type ActivityStores } from './activity-log.contract.js';

describe('ActivityLog contract [in-memory fake]', () => {
  let stores: ActivityStores;
  beforeEach(() => {
    const projects = new InMemoryProjectRepository();
    stores = { projects, log: new InMemoryActivityLog((projectId) => projects.store.projects.has(projectId)) };
  });
  activityLogContract(() => stores);
});

describe('ActivityLog contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: ActivityStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), log: new SqliteActivityLog(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  activityLogContract(() => stores);

  it('refuses to change an entry: the table is append only', async () => {
    const project = aProject();
    await stores.projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    const entry = { id: 'a1', project_id: project.id, at: '2026-03-01T10:00:00.000Z', on_behalf_of: null, via: 'rest' as const, action: 'x' };
    await stores.log.append({ ...entry, actor: { kind: 'user', id: 'u', name: 'u' }, target: { type: 'project', id: project.id } });
    expect(() => sqlite.db.prepare(`UPDATE activity SET action = 'x'`).run()).to.throw('the activity log is append only');
  });
});

describeMongo('ActivityLog contract', (mongo) => {
  activityLogContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), log: new MongoActivityLog(db) };
  });
});
