import 'reflect-metadata';
import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { ListProjects } from '../../../application/projects/list-projects.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { aMembership, aProject } from '../../support/builders.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';

/** ProjectAccess is the one place that decides what any actor may do on a project. */
describe('ProjectAccess for every kind of actor', () => {
  // A fresh store and projects for every test: no test sees another's (or an earlier run's) writes.
  let projects: InMemoryProjectRepository;
  let access: ProjectAccess;
  let mine: ReturnType<typeof aProject>;
  let other: ReturnType<typeof aProject>;

  beforeEach(async () => {
    projects = new InMemoryProjectRepository(new InMemoryProjectStore());
    access = new ProjectAccess(projects, new FakeClock('2026-01-02T00:00:00Z'));
    mine = aProject();
    other = aProject();
    await projects.create(mine, aMembership(mine.id, 'alice', 'admin', true));
    await projects.create(other, aMembership(other.id, 'bob', 'admin', true));
  });

  const outcome = async (actor: Actor, projectId: string, minRole: 'member' | 'manager' | 'admin') => {
    const result = await access.require(actor, projectId, minRole, 'read');
    return E.isRight(result) ? `ok as ${result.right.role}` : result.left.message;
  };

  it('lets an API key act with its own role on its own project, and nowhere else (404)', async () => {
    const key: Actor = { kind: 'api_key', keyId: 'k1', projectId: mine.id, role: 'manager' };
    expect(await outcome(key, mine.id, 'manager')).to.equal('ok as manager');
    expect(await outcome(key, mine.id, 'admin')).to.equal('Insufficient permission');
    expect(await outcome(key, other.id, 'member')).to.equal('Project not found');
    expect(await outcome(key, 'no-such-project', 'member')).to.equal('Project not found');
  });

  it("caps a user's role by the credential's cap (the seam for OAuth scopes), never raising it", async () => {
    const capped: Actor = { kind: 'user', userId: 'alice', email: null, roleCap: 'member' };
    expect(await outcome(capped, mine.id, 'member')).to.equal('ok as member');
    expect(await outcome(capped, mine.id, 'manager')).to.equal('Insufficient permission');
    expect(await outcome(capped, other.id, 'member')).to.equal('Project not found');
    const uncapped: Actor = { kind: 'user', userId: 'alice', email: null };
    expect(await outcome(uncapped, mine.id, 'admin')).to.equal('ok as admin');
    const generous: Actor = { kind: 'user', userId: 'alice', email: null, roleCap: 'admin' };
    expect(await outcome({ ...generous, userId: 'carol' }, mine.id, 'member')).to.equal('Project not found');
  });

  it('lists projects with the role the actor acts with', async () => {
    const list = new ListProjects(projects);
    const rows = async (actor: Actor) => {
      const result = await list.execute(actor);
      return E.isRight(result) ? result.right.projects.map((p) => [p.id, p.role]) : [];
    };
    expect(await rows({ kind: 'user', userId: 'alice', email: null, roleCap: 'manager' })).to.deep.equal([[mine.id, 'manager']]);
    expect(await rows({ kind: 'api_key', keyId: 'k2', projectId: mine.id, role: 'member' })).to.deep.equal([[mine.id, 'member']]);
  });
});
