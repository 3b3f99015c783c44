import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';

/**
 * Who may do what on a project: admin > manager > member; non-members learn nothing (404).
 * Each row is one endpoint and the weakest role it needs.
 */
describe('HTTP project roles', () => {
  let app: TestApp;
  let projectId: string;
  let otherProjectId: string;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'mgr', 'manager');
    await app.addMember(projectId, 'owner', 'mem', 'member');
    otherProjectId = await app.createProject('other-owner');
  });
  after(() => app.stop());

  type Row = [method: string, path: (id: string) => string, body: unknown, minimum: 'member' | 'manager' | 'admin', okStatus: number];
  const rows: Row[] = [
    ['GET', (id) => `/api/projects/${id}`, undefined, 'member', 200],
    ['GET', (id) => `/api/projects/${id}/members`, undefined, 'member', 200],
    ['GET', (id) => `/api/projects/${id}/modules`, undefined, 'member', 200],
    ['GET', (id) => `/api/projects/${id}/settings`, undefined, 'member', 200],
    ['PATCH', (id) => `/api/projects/${id}`, { name: 'Renamed' }, 'manager', 200],
    ['PATCH', (id) => `/api/projects/${id}/settings/live-agent`, { greeting: 'Hello!' }, 'manager', 200],
    ['PATCH', (id) => `/api/projects/${id}/modules`, { voice: true }, 'admin', 200],
  ];
  const ranks = { member: 0, manager: 1, admin: 2 } as const;
  const callers = [['mem', 'member'], ['mgr', 'manager'], ['owner', 'admin']] as const;

  for (const [method, path, body, minimum, okStatus] of rows) {
    for (const [user, role] of callers) {
      const allowed = ranks[role] >= ranks[minimum];
      it(`${method} ${path(':id')} as ${role}: ${allowed ? okStatus : '403 Insufficient permission'}`, async () => {
        const response = await app.request(method, path(projectId), { as: user, body });
        if (allowed) expect(response.status, JSON.stringify(response.body)).to.equal(okStatus);
        else expect([response.status, response.body]).to.deep.equal([403, { error: 'Insufficient permission' }]);
      });
    }
    it(`${method} ${path(':id')} by a non-member (a member of another project): 404`, async () => {
      const response = await app.request(method, path(projectId), { as: 'other-owner', body });
      expect([response.status, response.body]).to.deep.equal([404, { error: 'Project not found' }]);
    });
    it(`${method} ${path(':id')} on a project that does not exist: 404`, async () => {
      const response = await app.request(method, path('no-such-project'), { as: 'owner', body });
      expect([response.status, response.body]).to.deep.equal([404, { error: 'Project not found' }]);
    });
  }

  it('a member of project A cannot change project B, and B is unchanged', async () => {
    const response = await app.request('PATCH', `/api/projects/${otherProjectId}`, { as: 'owner', body: { name: 'Hijacked' } });
    expect(response.status).to.equal(404);
    const b = await app.request('GET', `/api/projects/${otherProjectId}`, { as: 'other-owner' });
    expect(b.body.name).to.equal('Test project');
  });

  it('lists only the caller\'s projects, with the caller\'s role', async () => {
    const mine = await app.request('GET', '/api/projects', { as: 'mgr' });
    expect(mine.body.projects.map((p: { id: string; role: string }) => [p.id, p.role])).to.deep.equal([[projectId, 'manager']]);
    const me = await app.request('GET', '/api/accounts/me', { as: 'mgr' });
    expect(me.body.projects).to.deep.equal([{ id: projectId, name: mine.body.projects[0].name, role: 'manager' }]);
  });
});

describe('HTTP members', () => {
  let app: TestApp;
  let projectId: string;
  beforeEach(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'mgr', 'manager');
  });
  afterEach(() => app.stop());

  const members = async () => (await app.request('GET', `/api/projects/${projectId}/members`, { as: 'owner' })).body.members;

  it('adds a member unprovisioned by default, with the email the user signed in with', async () => {
    await app.request('GET', '/api/accounts/me', { token: await app.token('newbie', { email: 'newbie@example.com' }) });
    const added = await app.request('POST', `/api/projects/${projectId}/members`, { as: 'mgr', body: { user_id: 'newbie', role: 'member' } });
    expect(added.status).to.equal(201);
    expect(added.body).to.include({ user_id: 'newbie', role: 'member', provisioned: false, email: 'newbie@example.com' });
    const again = await app.request('POST', `/api/projects/${projectId}/members`, { as: 'mgr', body: { user_id: 'newbie', role: 'manager' } });
    expect([again.status, again.body]).to.deep.equal([409, { error: 'User is already a member of this project' }]);
  });

  it('validates the member body, naming the fields', async () => {
    const response = await app.request('POST', `/api/projects/${projectId}/members`, { as: 'owner', body: { role: 'owner', provisioned: 'yes' } });
    expect(response.status).to.equal(400);
    expect(response.body.error).to.equal('user_id is required; role must be one of member, manager, admin; provisioned must be boolean');
  });

  it('lets only an admin grant or take away admin', async () => {
    const grant = await app.request('POST', `/api/projects/${projectId}/members`, { as: 'mgr', body: { user_id: 'x', role: 'admin' } });
    expect([grant.status, grant.body]).to.deep.equal([403, { error: 'Insufficient permission' }]);
    await app.addMember(projectId, 'owner', 'second-admin', 'admin');
    const demote = await app.request('PATCH', `/api/projects/${projectId}/members/second-admin`, { as: 'mgr', body: { role: 'member' } });
    expect(demote.status).to.equal(403);
    const remove = await app.request('DELETE', `/api/projects/${projectId}/members/second-admin`, { as: 'mgr' });
    expect(remove.status).to.equal(403);
    const byAdmin = await app.request('PATCH', `/api/projects/${projectId}/members/mgr`, { as: 'owner', body: { role: 'admin' } });
    expect(byAdmin.body).to.include({ role: 'admin' });
  });

  it('provisions a member and removes one', async () => {
    await app.addMember(projectId, 'owner', 'm', 'member');
    const provisioned = await app.request('PATCH', `/api/projects/${projectId}/members/m`, { as: 'mgr', body: { provisioned: true } });
    expect(provisioned.body).to.include({ user_id: 'm', role: 'member', provisioned: true });
    const removed = await app.request('DELETE', `/api/projects/${projectId}/members/m`, { as: 'mgr' });
    expect(removed.status).to.equal(204);
    expect((await members()).map((m: { user_id: string }) => m.user_id)).to.have.members(['owner', 'mgr']);
    const gone = await app.request('GET', `/api/projects/${projectId}`, { as: 'm' });
    expect(gone.status).to.equal(404);
    const missing = await app.request('DELETE', `/api/projects/${projectId}/members/m`, { as: 'mgr' });
    expect([missing.status, missing.body]).to.deep.equal([404, { error: 'Member not found' }]);
  });

  it('never leaves a project without an admin', async () => {
    const demote = await app.request('PATCH', `/api/projects/${projectId}/members/owner`, { as: 'owner', body: { role: 'manager' } });
    expect([demote.status, demote.body]).to.deep.equal([409, { error: 'A project must keep at least one admin' }]);
    const leave = await app.request('DELETE', `/api/projects/${projectId}/members/owner`, { as: 'owner' });
    expect(leave.status).to.equal(409);
  });

  it('deletes a project (admin only) with all of its data', async () => {
    expect((await app.request('DELETE', `/api/projects/${projectId}`, { as: 'mgr' })).status).to.equal(403);
    expect((await app.request('DELETE', `/api/projects/${projectId}`, { as: 'owner' })).status).to.equal(204);
    expect((await app.request('GET', `/api/projects/${projectId}`, { as: 'owner' })).status).to.equal(404);
    expect((await app.request('GET', '/api/projects', { as: 'mgr' })).body.projects).to.deep.equal([]);
  });
});
