import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { pino } from 'pino';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { TestApp } from '../../support/test-app.js';
import { createKey, withKey } from './support.js';

const KEY_SHAPE = /^csk_[A-Za-z0-9]{12}[A-Za-z0-9_-]{43}$/;

describe('HTTP API keys: create, list, revoke', () => {
  let app: TestApp;
  let projectId: string;
  const logLines: string[] = [];

  before(async () => {
    app = await TestApp.start({ logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) });
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'mgr', 'manager');
  });
  after(() => app.stop());

  it('creates a manager key by default, shown once: 201 { id, name, key, prefix, role, created_at }, never cached', async () => {
    const response = await app.request('POST', `/api/projects/${projectId}/keys`, { as: 'owner', body: { name: '  Deploy bot ' } });
    expect(response.status).to.equal(201);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(Object.keys(response.body).sort()).to.deep.equal(['created_at', 'id', 'key', 'name', 'prefix', 'role']);
    expect(response.body).to.include({ name: 'Deploy bot', role: 'manager', created_at: app.clock.now().toISOString() });
    expect(response.body.key).to.match(KEY_SHAPE);
    expect(response.body.key.startsWith(response.body.prefix)).to.equal(true);
    expect(response.body.prefix).to.have.length(16);

    const listed = await app.request('GET', `/api/projects/${projectId}/keys`, { as: 'owner' });
    expect(listed.status).to.equal(200);
    const entry = listed.body.keys.find((k: { id: string }) => k.id === response.body.id);
    expect(entry).to.deep.equal({
      id: response.body.id,
      project_id: projectId,
      name: 'Deploy bot',
      prefix: response.body.prefix,
      role: 'manager',
      created_at: response.body.created_at,
      created_by: 'owner',
      last_used_at: null,
    });
    expect(JSON.stringify(listed.body)).to.not.include(response.body.key);
  });

  it('creates read-only member keys; refuses admin keys and bad names naming the field (400), changing nothing', async () => {
    expect((await app.request('POST', `/api/projects/${projectId}/keys`, { as: 'owner', body: { name: 'Reader', role: 'member' } })).body.role).to.equal(
      'member',
    );
    const before = (await app.request('GET', `/api/projects/${projectId}/keys`, { as: 'owner' })).body.keys.length;
    const admin = await app.request('POST', `/api/projects/${projectId}/keys`, { as: 'owner', body: { name: 'Root', role: 'admin' } });
    expect(admin.status).to.equal(400);
    expect(admin.body.error).to.equal('role must be manager or member');
    const unnamed = await app.request('POST', `/api/projects/${projectId}/keys`, { as: 'owner', body: { name: '   ' } });
    expect(unnamed.body).to.deep.equal({ error: 'name must be a non-empty string of at most 100 characters' });
    expect((await app.request('GET', `/api/projects/${projectId}/keys`, { as: 'owner' })).body.keys).to.have.length(before);
  });

  it('is for admins only: a manager gets 403, a stranger 404, on create, list and revoke', async () => {
    const { id } = await createKey(app, projectId, 'owner');
    for (const [method, path, body] of [
      ['POST', `/api/projects/${projectId}/keys`, { name: 'x' }],
      ['GET', `/api/projects/${projectId}/keys`, undefined],
      ['DELETE', `/api/projects/${projectId}/keys/${id}`, undefined],
    ] as const) {
      expect((await app.request(method, path, { as: 'mgr', body })).status, `${method} as manager`).to.equal(403);
      expect((await app.request(method, path, { as: 'stranger', body })).status, `${method} as stranger`).to.equal(404);
    }
  });

  it('revokes at once: the next request with the key is 401; a second revoke is 404', async () => {
    const { id, key } = await createKey(app, projectId, 'owner');
    expect((await withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId)).status).to.equal(200);
    const revoked = await app.request('DELETE', `/api/projects/${projectId}/keys/${id}`, { as: 'owner' });
    expect(revoked.status).to.equal(204);
    expect(await withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId)).to.deep.include({ status: 401, body: { error: 'Invalid API key' } });
    expect((await app.request('DELETE', `/api/projects/${projectId}/keys/${id}`, { as: 'owner' })).body).to.deep.equal({ error: 'API key not found' });
  });

  it('lets an admin revoke a key on an expired trial (creating one is a write: 403 Trial expired)', async () => {
    const expiring = await app.createProject('owner');
    const { id } = await createKey(app, expiring, 'owner');
    await app.get(SetTrialEnd).execute({ projectId: expiring, trialEndsAt: '2000-01-01T00:00:00.000Z' });
    expect((await app.request('POST', `/api/projects/${expiring}/keys`, { as: 'owner', body: { name: 'late' } })).body).to.deep.equal({
      error: 'Trial expired',
    });
    expect((await app.request('DELETE', `/api/projects/${expiring}/keys/${id}`, { as: 'owner' })).status).to.equal(204);
  });

  it('records last_used_at at most once a minute', async () => {
    const { id, key } = await createKey(app, projectId, 'owner', 'member');
    const lastUsed = async () =>
      (await app.request('GET', `/api/projects/${projectId}/keys`, { as: 'owner' })).body.keys.find((k: { id: string }) => k.id === id).last_used_at;
    const first = app.clock.now().toISOString();
    await withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId);
    expect(await lastUsed()).to.equal(first);
    app.clock.advance(59_000);
    await withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId);
    expect(await lastUsed()).to.equal(first);
    app.clock.advance(1_000);
    await withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId);
    expect(await lastUsed()).to.equal(app.clock.now().toISOString());
  });

  it('never writes a key to the logs', async () => {
    const { key } = await createKey(app, projectId, 'owner');
    await withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId);
    await withKey(app, 'GET', `/api/projects/${projectId}`, `${key.slice(0, -1)}X`, projectId);
    expect(logLines.length).to.be.greaterThan(0);
    expect(logLines.join('\n')).to.not.include(key.slice(16));
  });

  describe('authentication with x-project-id + x-api-key', () => {
    let key: string;
    before(async () => ({ key } = await createKey(app, projectId, 'owner')));

    it("answers the same 401 for unknown, malformed, revoked, and another project's keys", async () => {
      const other = await app.createProject('other-owner');
      const foreign = await createKey(app, other, 'other-owner');
      const unknown = `csk_${'A'.repeat(12)}${'b'.repeat(43)}`;
      for (const [presented, project] of [
        [unknown, projectId],
        ['not-a-key', projectId],
        [key.toLowerCase(), projectId],
        [foreign.key, projectId],
        [key, other],
      ] as const) {
        const response = await withKey(app, 'GET', `/api/projects/${project}`, presented, project);
        expect(response.status, presented).to.equal(401);
        expect(response.body).to.deep.equal({ error: 'Invalid API key' });
      }
    });

    it('needs x-project-id (400), and one credential only (400)', async () => {
      const missing = await app.request('GET', `/api/projects/${projectId}`, { headers: { 'x-api-key': key } });
      expect(missing).to.deep.include({ status: 400, body: { error: 'x-project-id header is required with x-api-key' } });
      const both = await app.request('GET', `/api/projects/${projectId}`, { as: 'owner', headers: { 'x-api-key': key, 'x-project-id': projectId } });
      expect(both).to.deep.include({ status: 400, body: { error: 'Send either an Authorization bearer token or an x-api-key, not both' } });
    });

    it('refuses a repeated x-api-key header (400), whichever of the two is valid', async () => {
      const url = new URL(`${app.url}/api/projects/${projectId}`);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.setHeader('x-project-id', projectId);
        req.setHeader('x-api-key', [key, 'csk_other']);
        req.end();
      });
      expect(status).to.equal(400);
    });
  });
});
