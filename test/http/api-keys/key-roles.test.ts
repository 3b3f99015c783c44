import { expect } from 'chai';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { TestApp } from '../../support/test-app.js';
import { liveProject, SESSION } from '../live/live-helpers.js';
import { createKey, withKey } from './support.js';

/**
 * A key acts with its role on its own project, through the same use cases and the same
 * `ProjectAccess` rule as users: reads with a member key, writes with a manager key, admin-only
 * routes 403, and every other project 404.
 */
describe('HTTP routes with API keys', () => {
  let app: TestApp;
  let projectId: string;
  let otherId: string;
  let reader: string;
  let writer: string;
  let pageId: string;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    otherId = await app.createProject('other-owner');
    reader = (await createKey(app, projectId, 'owner', 'member')).key;
    writer = (await createKey(app, projectId, 'owner', 'manager')).key;
    const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'owner',
      body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About', metadata: { title: 'About' } },
    });
    pageId = page.body.id;
  });
  after(() => app.stop());

  const P = '/api/projects/:projectId';
  type Row = [method: string, path: string, body: unknown, minimum: 'member' | 'manager' | 'admin', okStatus: number];
  const rows: Row[] = [
    ['GET', P, undefined, 'member', 200],
    ['GET', `${P}/members`, undefined, 'member', 200],
    ['GET', `${P}/settings`, undefined, 'member', 200],
    ['GET', `${P}/pages`, undefined, 'member', 200],
    ['GET', `${P}/pages/:pageId`, undefined, 'member', 200],
    ['GET', `${P}/templates`, undefined, 'member', 200],
    ['GET', '/api/templates/doc', undefined, 'member', 200],
    ['PATCH', P, { name: 'Renamed by a key' }, 'manager', 200],
    ['POST', `${P}/pages`, { slug: 'from-ci', language: 'en', doc_template_id: 'page', content: 'x' }, 'manager', 201],
    ['POST', `${P}/docs/edit/open`, { slug: 'about', language: 'en' }, 'manager', 200],
    ['POST', `${P}/members`, { user_id: 'new-hire', role: 'member' }, 'manager', 201],
    ['PATCH', `${P}/modules`, { voice: true }, 'admin', 200],
    ['POST', `${P}/keys`, { name: 'key minting a key' }, 'admin', 201],
    ['GET', `${P}/keys`, undefined, 'admin', 200],
    ['DELETE', P, undefined, 'admin', 204],
  ];
  const ranks = { member: 0, manager: 1, admin: 2 } as const;
  const fill = (path: string) => path.replace(':projectId', projectId).replace(':pageId', pageId);

  for (const [method, path, body, minimum, okStatus] of rows) {
    for (const role of ['member', 'manager'] as const) {
      const allowed = ranks[role] >= ranks[minimum];
      it(`${method} ${path} with a ${role} key: ${allowed ? okStatus : '403'}`, async () => {
        const response = await withKey(app, method, fill(path), role === 'member' ? reader : writer, projectId, body);
        if (allowed) expect(response.status, JSON.stringify(response.body)).to.equal(okStatus);
        else expect(response).to.deep.include({ status: 403, body: { error: 'Insufficient permission' } });
      });
    }
  }

  it('sees any other project as not found (404), even naming it in the path', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'hijack' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await withKey(app, method, `/api/projects/${otherId}`, writer, projectId, body);
      expect(response, method).to.deep.include({ status: 404, body: { error: 'Project not found' } });
    }
    expect((await withKey(app, 'GET', `/api/projects/${otherId}/pages`, reader, projectId)).status).to.equal(404);
    expect((await app.request('GET', `/api/projects/${otherId}`, { as: 'other-owner' })).body.name).to.equal('Test project');
  });

  it('lists its own project only, with its role; has no account and cannot create projects (403)', async () => {
    const listed = await withKey(app, 'GET', '/api/projects', reader, projectId);
    expect(listed.body.projects.map((p: { id: string; role: string }) => [p.id, p.role])).to.deep.equal([[projectId, 'member']]);
    const needsUser = { error: 'API keys cannot do this: it needs a signed-in user' };
    expect(await withKey(app, 'GET', '/api/accounts/me', writer, projectId)).to.deep.include({ status: 403, body: needsUser });
    expect(await withKey(app, 'POST', '/api/projects', writer, projectId, { name: 'Mine' })).to.deep.include({ status: 403, body: needsUser });
  });

  it('records draft versions as saved by the key', async () => {
    const opened = await withKey(app, 'POST', `${fill(P)}/docs/edit/open`, writer, projectId, { slug: 'about', language: 'en' });
    await withKey(app, 'POST', `${fill(P)}/docs/edit/save`, writer, projectId, {
      draftId: opened.body.draftId,
      metadata: {},
      content: 'by CI',
      language: 'en',
    });
    const keys = (await app.request('GET', `${fill(P)}/keys`, { as: 'owner' })).body.keys as Array<{ id: string; role: string; name: string }>;
    const versions = await withKey(app, 'GET', `${fill(P)}/docs/edit/${opened.body.draftId}/versions`, writer, projectId);
    expect(keys.map((k) => `api_key:${k.id}`)).to.include(versions.body.versions[0].saved_by);
  });

  it('cannot use live voice: 401, live voice takes a user ID token', async () => {
    const voice = await liveProject(app, 'voice-owner');
    const key = (await createKey(app, voice, 'voice-owner')).key;
    const response = await withKey(app, 'POST', SESSION, key, voice);
    expect(response.status).to.equal(401);
    expect(response.body.error).to.match(/^Live voice needs a user ID token/);
  });

  it('is refused writes on an expired trial (403 Trial expired), reads still work', async () => {
    const expiring = await app.createProject('owner');
    const key = (await createKey(app, expiring, 'owner')).key;
    await app.get(SetTrialEnd).execute({ projectId: expiring, trialEndsAt: '2000-01-01T00:00:00.000Z' });
    expect((await withKey(app, 'GET', `/api/projects/${expiring}`, key, expiring)).status).to.equal(200);
    expect((await withKey(app, 'PATCH', `/api/projects/${expiring}`, key, expiring, { name: 'x' })).body).to.deep.equal({ error: 'Trial expired' });
  });
});
