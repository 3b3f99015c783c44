import { expect } from 'chai';
import type { Role } from '../../../domain/projects/role.js';
import { expectError } from '../../support/expect.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { NEW_PROJECT_SETTINGS } from '../../support/default-settings.js';

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
    projectId = await setUpTeam(app);
    await app.addMember(projectId, TEAM.admin, 'target', 'member');
    for (const user of Object.values(TEAM)) await app.addMember(projectId, TEAM.admin, `leaver-${user}`, 'member');
    otherProjectId = await app.createProject('other-owner');
  });
  after(() => app.stop());

  interface Row {
    readonly method: string;
    /** The path for the project `id`, called by `user` (rows that change a member pick one per caller). */
    readonly path: (id: string, user: string) => string;
    readonly body?: (user: string) => unknown;
    readonly minimum: Role;
    readonly okStatus: number;
    /** What an allowed call answers: the status alone would pass a handler that did nothing. */
    readonly check: (body: any, user: string) => void;
  }
  const members = (body: { members: Array<{ user_id: string }> }) => body.members.map((m) => m.user_id);
  const rows: Row[] = [
    {
      method: 'GET',
      path: (id) => `/api/projects/${id}`,
      minimum: 'member',
      okStatus: 200,
      check: (body) => expect(body).to.include({ id: projectId, name: 'Test project', plan: 'trial' }),
    },
    {
      method: 'GET',
      path: (id) => `/api/projects/${id}/members`,
      minimum: 'member',
      okStatus: 200,
      check: (body) => expect(members(body)).to.include.members(['owner', 'editor', 'reader', 'target']),
    },
    {
      method: 'GET',
      path: (id) => `/api/projects/${id}/modules`,
      minimum: 'member',
      okStatus: 200,
      check: (body) => expect(body).to.deep.equal({ voice: false, onboarding: false }),
    },
    {
      method: 'GET',
      path: (id) => `/api/projects/${id}/settings`,
      minimum: 'member',
      okStatus: 200,
      check: (body) => expect(body).to.deep.equal(NEW_PROJECT_SETTINGS),
    },
    {
      method: 'PATCH',
      path: (id) => `/api/projects/${id}`,
      body: (user) => ({ name: `Renamed by ${user}` }),
      minimum: 'manager',
      okStatus: 200,
      check: (body, user) => expect(body).to.include({ id: projectId, name: `Renamed by ${user}` }),
    },
    {
      method: 'PATCH',
      path: (id) => `/api/projects/${id}/settings/live-agent`,
      body: (user) => ({ greeting: `Hello from ${user}!` }),
      minimum: 'manager',
      okStatus: 200,
      check: (body, user) => expect(body.live_agent).to.include({ greeting: `Hello from ${user}!` }),
    },
    {
      method: 'POST',
      path: (id) => `/api/projects/${id}/members`,
      body: (user) => ({ user_id: `added-by-${user}`, role: 'member' }),
      minimum: 'manager',
      okStatus: 201,
      check: (body, user) => expect(body).to.include({ user_id: `added-by-${user}`, role: 'member', provisioned: false }),
    },
    {
      method: 'PATCH',
      path: (id) => `/api/projects/${id}/members/target`,
      body: () => ({ provisioned: true }),
      minimum: 'manager',
      okStatus: 200,
      check: (body) => expect(body).to.include({ user_id: 'target', role: 'member', provisioned: true }),
    },
    {
      method: 'DELETE',
      path: (id, user) => `/api/projects/${id}/members/leaver-${user}`,
      minimum: 'manager',
      okStatus: 204,
      check: (body) => expect(body).to.equal(undefined),
    },
    {
      method: 'PATCH',
      path: (id) => `/api/projects/${id}/modules`,
      body: () => ({ voice: true }),
      minimum: 'admin',
      okStatus: 200,
      check: (body) => expect(body).to.deep.equal({ voice: true, onboarding: false }),
    },
  ];
  const ranks = { member: 0, manager: 1, admin: 2 } as const;
  const callers = Object.entries(TEAM).map(([role, user]) => [user, role as Role] as const);

  for (const { method, path, body, minimum, okStatus, check } of rows) {
    for (const [user, role] of callers) {
      const allowed = ranks[role] >= ranks[minimum];
      it(`${method} ${path(':projectId', ':userId')} as ${role}: ${allowed ? okStatus : '403 Insufficient permission'}`, async () => {
        const response = await app.request(method, path(projectId, user), { as: user, body: body?.(user) });
        if (!allowed) return expectError(response, 403, 'Insufficient permission');
        expect(response.status, JSON.stringify(response.body)).to.equal(okStatus);
        check(response.body, user);
      });
    }
    it(`${method} ${path(':projectId', ':userId')} by a non-member (a member of another project): 404`, async () => {
      const response = await app.request(method, path(projectId, 'owner'), { as: 'other-owner', body: body?.('other-owner') });
      expectError(response, 404, 'Project not found');
    });
    it(`${method} ${path(':projectId', ':userId')} on a project that does not exist: 404`, async () => {
      const response = await app.request(method, path('no-such-project', 'owner'), { as: 'owner', body: body?.('owner') });
      expectError(response, 404, 'Project not found');
    });
  }

  it('a member cannot raise their own role or provision themselves', async () => {
    for (const change of [{ role: 'manager' }, { role: 'admin' }, { provisioned: true }]) {
      expectError(await app.request('PATCH', `/api/projects/${projectId}/members/reader`, { as: 'reader', body: change }), 403, 'Insufficient permission');
    }
    const listed = await app.request('GET', `/api/projects/${projectId}/members`, { as: 'reader' });
    expect(listed.body.members.find((m: { user_id: string }) => m.user_id === 'reader')).to.include({ role: 'member', provisioned: false });
  });

  it('a member of project A cannot change project B, and B is unchanged', async () => {
    const response = await app.request('PATCH', `/api/projects/${otherProjectId}`, { as: 'owner', body: { name: 'Hijacked' } });
    expect(response.status).to.equal(404);
    const b = await app.request('GET', `/api/projects/${otherProjectId}`, { as: 'other-owner' });
    expect(b.body.name).to.equal('Test project');
  });

  it("lists only the caller's projects, with the caller's role", async () => {
    const mine = await app.request('GET', '/api/projects', { as: 'editor' });
    expect(mine.body.projects.map((p: { id: string; role: string }) => [p.id, p.role])).to.deep.equal([[projectId, 'manager']]);
    const me = await app.request('GET', '/api/accounts/me', { as: 'editor' });
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
    expectError(again, 409, 'User is already a member of this project');
  });

  it('validates the member body, naming the fields', async () => {
    const response = await app.request('POST', `/api/projects/${projectId}/members`, { as: 'owner', body: { role: 'owner', provisioned: 'yes' } });
    expect(response.status).to.equal(400);
    expect(response.body.error).to.equal('user_id is required; role must be one of member, manager, admin; provisioned must be boolean');
  });

  it('lets only an admin grant or take away admin', async () => {
    const grant = await app.request('POST', `/api/projects/${projectId}/members`, { as: 'mgr', body: { user_id: 'x', role: 'admin' } });
    expectError(grant, 403, 'Insufficient permission');
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
    expectError(missing, 404, 'Member not found');
  });

  it('never leaves a project without an admin', async () => {
    const demote = await app.request('PATCH', `/api/projects/${projectId}/members/owner`, { as: 'owner', body: { role: 'manager' } });
    expectError(demote, 409, 'A project must keep at least one admin');
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
