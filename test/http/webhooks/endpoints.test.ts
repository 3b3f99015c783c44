import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { fileStorageOf } from '../../../composition/data-folders.js';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { TestApp } from '../../support/test-app.js';
import { createKey, withKey } from '../api-keys/support.js';
import { createWebhook, OWNER, webhooksPath } from './support.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';

const URL = 'https://hooks.example.com/content';

describe('HTTP webhooks: endpoints (admins)', () => {
  let app: TestApp;
  let projectId: string;
  let hooks: string;
  before(async () => {
    app = await TestApp.start({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_DISPATCHER: 'false' } });
    projectId = await app.createProject(OWNER);
    hooks = webhooksPath(projectId);
    await app.addMember(projectId, OWNER, 'manny', 'manager');
  });
  after(() => app.stop());

  it('creates an endpoint (201) with its secret shown once, sealed at rest, never listed', async () => {
    const response = await app.request('POST', hooks, {
      as: OWNER,
      body: { url: URL, events: ['page.created', 'publish.completed', 'page.created'], description: 'CI' },
    });
    expect(response.status).to.equal(201);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    const { secret, ...view } = response.body;
    expect(Object.keys(response.body).sort()).to.deep.equal(['created_at', 'description', 'enabled', 'events', 'id', 'secret', 'url']);
    expect(view).to.deep.include({ url: URL, events: ['page.created', 'publish.completed'], description: 'CI', enabled: true });
    expect(secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await app.request('GET', hooks, { as: OWNER });
    expect(listed.body.webhooks).to.deep.equal([view]);
    // At rest: sealed with the key kept in DATA_DIR (or in the store with FILE_STORAGE=store), never the secret itself.
    const db = new Database(join(app.dataDir, DATABASE_FILE), { readonly: true });
    const keyInStore = db.prepare("SELECT 1 FROM instance_keys WHERE name = 'webhook-sealing'").get() !== undefined;
    const stored = db.prepare('SELECT * FROM webhooks WHERE id = ?').get(view.id) as Record<string, unknown>;
    db.close();
    const inStore = fileStorageOf(app.config) === 'store';
    expect({ keyInStore, keyFile: existsSync(join(app.dataDir, 'webhooks', 'secret-sealing.key')) }).to.deep.equal({ keyInStore: inStore, keyFile: !inStore });
    expect(JSON.stringify(stored)).to.not.contain(secret.slice('whsec_'.length, 20));
    expect(stored.secret).to.match(/^v1\./);
    await app.request('DELETE', `${hooks}/${view.id}`, { as: OWNER });
  });

  it('refuses bad input with 400 naming the field, creating nothing', async () => {
    const bad = async (body: unknown) => (await app.request('POST', hooks, { as: OWNER, body })).body.error as string;
    expect(await bad({ url: 'ftp://example.com/x', events: ['*'] })).to.match(/^url must be an http or https URL/);
    expect(await bad({ url: 'https://user:pw@example.com/', events: ['*'] })).to.match(/^url must be/);
    expect(await bad({ url: 'not a url', events: ['*'] })).to.match(/^url must be/);
    expect(await bad({ url: URL, events: [] })).to.match(/^events must be a non-empty list of event types/);
    expect(await bad({ url: URL, events: ['page.exploded'] })).to.match(/^events must be/);
    expect(await bad({ url: URL, events: '*' })).to.match(/^events must be/);
    expect(await bad({ url: URL })).to.equal('events is required');
    expect(await bad({ url: URL, events: ['*'], description: 'x'.repeat(501) })).to.match(/^description must be/);
    expect((await app.request('GET', hooks, { as: OWNER })).body.webhooks).to.deep.equal([]);
  });

  it('updates an endpoint, rotates its secret, deletes it (404 after)', async () => {
    const created = await createWebhook(app, projectId, { url: URL, events: ['*'] });
    const one = `${hooks}/${created.id}`;
    const patched = await app.request('PATCH', one, {
      as: OWNER,
      body: { url: 'http://other.example.com/in', events: ['member.added'], description: 'team', enabled: false },
    });
    expect(patched.status).to.equal(200);
    expect(patched.body).to.deep.include({ url: 'http://other.example.com/in', events: ['member.added'], description: 'team', enabled: false });
    expect((await app.request('PATCH', one, { as: OWNER, body: { description: null, enabled: true } })).body).to.include({ description: null, enabled: true });
    expect((await app.request('PATCH', one, { as: OWNER, body: { enabled: 'yes' } })).body.error).to.equal('enabled must be boolean');
    const rotated = await app.request('POST', `${one}/rotate-secret`, { as: OWNER });
    expect(rotated.status).to.equal(200);
    expect(rotated.headers.get('cache-control')).to.equal('no-store');
    expect(Object.keys(rotated.body)).to.deep.equal(['secret']);
    expect(rotated.body.secret)
      .to.match(/^whsec_/)
      .and.not.equal(created.secret);
    expect((await app.request('DELETE', one, { as: OWNER })).status).to.equal(204);
    for (const [method, path] of [
      ['PATCH', one],
      ['DELETE', one],
      ['POST', `${one}/rotate-secret`],
      ['POST', `${one}/ping`],
      ['GET', `${one}/deliveries`],
    ] as const) {
      const response = await app.request(method, path, { as: OWNER, body: method === 'PATCH' ? { enabled: true } : undefined });
      expect([response.status, response.body], `${method} ${path}`).to.deep.equal([404, { error: 'Webhook not found' }]);
    }
  });

  it('is for admins only: 403 for managers and API keys, 404 for non-members and other projects', async () => {
    const created = await createWebhook(app, projectId, { url: URL, events: ['*'] });
    const one = `${hooks}/${created.id}`;
    expect((await app.request('GET', hooks, { as: 'manny' })).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await app.request('POST', hooks, { as: 'manny', body: { url: URL, events: ['*'] } })).status).to.equal(403);
    expect((await app.request('DELETE', one, { as: 'manny' })).status).to.equal(403);
    const { key } = await createKey(app, projectId, OWNER, 'manager');
    expect((await withKey(app, 'GET', hooks, key, projectId)).status).to.equal(403);
    expect((await app.request('GET', hooks, { as: 'stranger' })).body).to.deep.equal({ error: 'Project not found' });
    // An admin of another project cannot reach this one's endpoint by its id.
    const other = await app.createProject('eve');
    for (const [method, path] of [
      ['PATCH', `${webhooksPath(other)}/${created.id}`],
      ['DELETE', `${webhooksPath(other)}/${created.id}`],
      ['GET', `${webhooksPath(other)}/${created.id}/deliveries`],
    ] as const) {
      const response = await app.request(method, path, { as: 'eve', body: method === 'PATCH' ? { enabled: false } : undefined });
      expect(response.status, `${method} ${path}`).to.equal(404);
    }
    expect((await app.request('GET', hooks, { as: OWNER })).body.webhooks[0]).to.include({ enabled: true });
    await app.request('DELETE', one, { as: OWNER });
  });

  it('pings (202, a pending ping in the log), refuses a disabled endpoint (409), pages the log', async () => {
    const created = await createWebhook(app, projectId, { url: URL, events: ['member.added'] });
    const one = `${hooks}/${created.id}`;
    const pinged = await app.request('POST', `${one}/ping`, { as: OWNER });
    expect(pinged.status).to.equal(202);
    expect(Object.keys(pinged.body).sort()).to.deep.equal([
      'attempts',
      'created_at',
      'event_id',
      'id',
      'last_error',
      'last_status_code',
      'next_attempt_at',
      'status',
      'type',
    ]);
    expect(pinged.body).to.include({ type: 'ping', status: 'pending', attempts: 0, last_status_code: null, last_error: null });
    for (let i = 0; i < 2; i++) await app.request('POST', `${one}/ping`, { as: OWNER });
    const first = await app.request('GET', `${one}/deliveries?limit=2`, { as: OWNER });
    expect(first.body.deliveries).to.have.length(2);
    const second = await app.request('GET', `${one}/deliveries?limit=2&cursor=${first.body.next_cursor}`, { as: OWNER });
    expect(second.body).to.deep.equal({ deliveries: [pinged.body], next_cursor: null });
    expect((await app.request('GET', `${one}/deliveries?cursor=nope!`, { as: OWNER })).status).to.equal(400);
    expect((await app.request('GET', `${one}/deliveries?limit=0`, { as: OWNER })).status).to.equal(400);
    await app.request('PATCH', one, { as: OWNER, body: { enabled: false } });
    const refused = await app.request('POST', `${one}/ping`, { as: OWNER });
    expect([refused.status, refused.body.error]).to.deep.equal([409, 'Webhook is disabled: enable it first (PATCH with "enabled": true)']);
    await app.request('DELETE', one, { as: OWNER });
  });

  it('keeps at most 20 endpoints per project (409)', async () => {
    const project = await app.createProject(OWNER);
    for (let i = 0; i < 20; i++) await createWebhook(app, project, { url: `${URL}/${i}`, events: ['*'] });
    const refused = await app.request('POST', webhooksPath(project), { as: OWNER, body: { url: URL, events: ['*'] } });
    expect([refused.status, refused.body.error]).to.deep.equal([409, 'A project can have at most 20 webhooks']);
  });

  it('on an expired trial: reading and deleting still work, creating is 403 Trial expired', async () => {
    const project = await app.createProject(OWNER);
    const created = await createWebhook(app, project, { url: URL, events: ['*'] });
    await app.get(SetTrialEnd).execute({ projectId: project, trialEndsAt: '2000-01-01T00:00:00.000Z' });
    expect((await app.request('POST', webhooksPath(project), { as: OWNER, body: { url: URL, events: ['*'] } })).body).to.deep.equal({ error: 'Trial expired' });
    expect((await app.request('GET', webhooksPath(project), { as: OWNER })).status).to.equal(200);
    expect((await app.request('DELETE', `${webhooksPath(project)}/${created.id}`, { as: OWNER })).status).to.equal(204);
  });
});
