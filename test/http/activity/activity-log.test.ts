import { expect } from 'chai';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { callTool, keyHeaders, mcpClient } from '../mcp/support.js';
import { tokensFor } from '../oauth/support.js';

/**
 * The activity log: every write, whatever the channel (REST with an ID token, an API key, an
 * OAuth client, MCP, the portal), recorded once with who, how, what and on what; admins read
 * it, paged, filtered and as JSON lines; nobody reads another project's.
 */
describe('Activity log', () => {
  let app: TestApp;
  let project: string;
  let key: { id: string; key: string };
  const p = () => `/api/projects/${project}`;
  const activity = async (query = '') => {
    const response = await app.request('GET', `${p()}/activity${query}`, { as: 'alice' });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body as { activity: any[]; next_cursor: string | null };
  };
  const newDraft = async (slug: string, options: { token?: string; headers?: Record<string, string> } = {}) => {
    const response = await app.request('POST', `${p()}/docs/edit/save`, {
      ...(options.token === undefined ? { token: await app.token('alice', { email: 'alice@example.com' }) } : { token: options.token }),
      headers: options.headers,
      body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug, title: slug }, content: 'Text' },
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body.draftId as string;
  };

  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
    project = await app.createProject('alice');
    await app.addMember(project, 'alice', 'bob', 'manager');
    key = (await app.request('POST', `${p()}/keys`, { as: 'alice', body: { name: 'CI pipeline' } })).body;
  });
  after(() => app.stop());

  it('records a write through REST with an ID token: the user by email, via rest, the action and its target', async () => {
    const draftId = await newDraft('rest-write');
    const [entry] = (await activity()).activity;
    expect(entry).to.deep.include({
      actor: { kind: 'user', id: 'alice', name: 'alice@example.com' },
      via: 'rest',
      action: 'save_draft',
      target: { type: 'draft', id: draftId },
    });
    expect(entry.at).to.equal(app.clock.now().toISOString());
  });

  it('says portal for a request from a page of the service itself', async () => {
    const draftId = await newDraft('portal-write', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect((await activity()).activity[0]).to.deep.include({ via: 'portal', action: 'save_draft', target: { type: 'draft', id: draftId } });
  });

  it('records a write with an API key by the key’s name', async () => {
    const response = await app.request('POST', `${p()}/pages`, {
      headers: keyHeaders(key.key, project),
      body: { slug: 'by-key', language: 'en', doc_template_id: 'page', metadata: { title: 'By key' }, content: 'x' },
    });
    expect(response.status).to.equal(201);
    expect((await activity()).activity[0]).to.deep.include({
      actor: { kind: 'api_key', id: key.id, name: 'CI pipeline' },
      via: 'rest',
      action: 'create_page',
      target: { type: 'page', id: response.body.id },
    });
  });

  it('records a write by an OAuth client with its name and the person it acted for', async () => {
    const tokens = await tokensFor(app, 'alice', { scope: 'content:read content:write', resource: `${app.url}/api` });
    const draftId = await newDraft('oauth-write', { token: tokens.access_token });
    expect((await activity()).activity[0]).to.deep.include({
      actor: { kind: 'oauth_client', id: tokens.client.client_id, name: 'Raw client for alice' },
      via: 'rest',
      action: 'save_draft',
      target: { type: 'draft', id: draftId },
    });
    // The person's own filter finds what clients did for them.
    const mine = await activity('?actor=alice&action=save_draft');
    expect(mine.activity.map((e) => e.target.id)).to.include(draftId);
  });

  it('records a write through MCP, under the same action as REST', async () => {
    const client = await mcpClient(app, keyHeaders(key.key, project));
    const saved = await callTool(client, 'save_draft', {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'mcp-write', title: 'x' },
      content: 'y',
    });
    expect(saved.isError, saved.text).to.equal(false);
    await client.close();
    expect((await activity()).activity[0]).to.deep.include({
      actor: { kind: 'api_key', id: key.id, name: 'CI pipeline' },
      via: 'mcp',
      action: 'save_draft',
      target: { type: 'draft', id: saved.json.draftId },
    });
  });

  it('keeps one entry per person and draft for autosaves less than a minute apart, moved to the latest', async () => {
    const draftId = await newDraft('autosaved');
    const token = await app.token('alice', { email: 'alice@example.com' });
    const save = async (n: number, autosave = true) => {
      const body = { draftId, autosave, language: 'en', metadata: { title: `Typing ${n}` }, content: `Text ${n}` };
      expect((await app.request('POST', `${p()}/docs/edit/save`, { token, body })).status).to.equal(200);
    };
    const entriesOfDraft = async () => (await activity('?limit=100')).activity.filter((e) => e.target.id === draftId);
    await save(1);
    app.clock.advance(20_000);
    await Promise.all([2, 3, 4].map((n) => save(n)));
    const [autosaves, created] = await entriesOfDraft();
    expect(autosaves.at).to.equal(app.clock.now().toISOString());
    expect(created.at).to.equal(new Date(app.clock.now().getTime() - 20_000).toISOString());
    // The entry's time moves at most every 10 s: an autosave 9 s later writes nothing, one 10 s after the last move does.
    const moved = app.clock.now().toISOString();
    app.clock.advance(9_000);
    await save(7);
    expect((await entriesOfDraft())[0]!.at).to.equal(moved);
    app.clock.advance(1_000);
    await save(8);
    expect((await entriesOfDraft())[0]!.at).to.equal(app.clock.now().toISOString());
    // An explicit save is an entry of its own, and so is an autosave a minute after the last.
    await save(5, false);
    app.clock.advance(60_000);
    await save(6);
    expect((await entriesOfDraft()).map((e) => e.action)).to.deep.equal(['save_draft', 'save_draft', 'save_draft', 'save_draft']);
  });

  it('records neither reads nor refused writes', async () => {
    const before = (await activity()).activity[0].id;
    await app.request('GET', `${p()}/pages`, { as: 'alice' });
    const refused = await app.request('POST', `${p()}/docs/edit/save`, {
      as: 'alice',
      body: { draftId: 'nope', metadata: {}, content: '', language: 'en' },
    });
    expect(refused.status).to.equal(404);
    expect((await activity()).activity[0].id).to.equal(before);
  });

  it('filters by actor and action, pages with the cursor, and exports JSON lines', async () => {
    const first = await activity('?limit=2');
    expect(first.activity).to.have.length(2);
    const second = await activity(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.activity[0].id < first.activity[1].id).to.equal(true);
    const byKey = await activity(`?actor=${key.id}`);
    expect(byKey.activity.map((e) => e.action)).to.deep.equal(['save_draft', 'create_page']);
    const all = await activity('?limit=100');

    const response = await fetch(`${app.url}${p()}/activity?action=save_draft`, {
      headers: { authorization: `Bearer ${await app.token('alice')}`, accept: 'application/x-ndjson' },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).to.deep.equal(all.activity.filter((e) => e.action === 'save_draft'));
  });

  it('is for admins only, and another project’s log is 404 to everyone else', async () => {
    const denied = await app.request('GET', `${p()}/activity`, { as: 'bob' });
    expect(denied.status).to.equal(403);
    expect(denied.body).to.deep.equal({ error: 'Insufficient permission' });
    const byKey = await app.request('GET', `${p()}/activity`, { headers: keyHeaders(key.key, project) });
    expect(byKey.status).to.equal(403);

    const other = await app.createProject('mallory');
    const stranger = await app.request('GET', `/api/projects/${other}/activity`, { as: 'alice' });
    expect(stranger.status).to.equal(404);
    expect(stranger.body).to.deep.equal({ error: 'Project not found' });
    const otherByKey = await app.request('GET', `/api/projects/${other}/activity`, { headers: keyHeaders(key.key, other) });
    expect(otherByKey.status).to.equal(401);
    const bad = await app.request('GET', `${p()}/activity?cursor=!!`, { as: 'alice' });
    expect(bad.status).to.equal(400);
    expect(bad.body).to.deep.equal({ error: 'cursor must be a next_cursor value from an earlier response' });
  });
});
