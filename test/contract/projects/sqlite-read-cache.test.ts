import { expect } from 'chai';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aMembership, aProject } from '../../support/builders.js';
import { tempSqlite } from '../../support/sqlite.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';

/** The SQLite adapter caches access reads; no write, by anyone, may leave them stale. */
describe('SQLite project reads cache', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let projects: SqliteProjectRepository;
  let projectId: string;
  beforeEach(async () => {
    sqlite = tempSqlite();
    projects = new SqliteProjectRepository(sqlite.db);
    const project = aProject();
    projectId = project.id;
    await projects.create(project, aMembership(project.id, 'owner', 'admin'));
  });
  afterEach(() => sqlite.dispose());

  it('sees a write by another adapter on the same connection at once', async () => {
    expect((await projects.findForMember(projectId, 'owner'))?.project.settings.site.live_agent_placement).to.equal('none');
    sqlite.db.prepare(`UPDATE projects SET settings = json_set(settings, '$.site.live_agent_placement', 'modal') WHERE id = ?`).run(projectId);
    expect((await projects.findForMember(projectId, 'owner'))?.project.settings.site.live_agent_placement).to.equal('modal');
    sqlite.db.prepare('DELETE FROM memberships WHERE user_id = ?').run('owner');
    expect((await projects.findForMember(projectId, 'owner'))?.membership).to.equal(null);
  });

  it('never keeps what a rolled-back transaction wrote', async () => {
    await projects.findForMember(projectId, 'owner');
    expect(() =>
      sqlite.db.transaction(() => {
        sqlite.db.prepare(`UPDATE projects SET name = 'Phantom' WHERE id = ?`).run(projectId);
        void projects.findForMember(projectId, 'owner');
        throw new Error('roll back');
      })(),
    ).to.throw('roll back');
    expect((await projects.findForMember(projectId, 'owner'))?.project.name).to.equal('Project');
  });

  it('sees a write by another process (the admin CLI) within 50 ms', async () => {
    expect((await projects.findForMember(projectId, 'owner'))?.project.plan).to.equal('trial');
    const other = new Database(join(sqlite.dir, DATABASE_FILE));
    other.prepare(`UPDATE projects SET plan = 'pro' WHERE id = ?`).run(projectId);
    other.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await projects.findForMember(projectId, 'owner'))?.project.plan).to.equal('pro');
  });
});
