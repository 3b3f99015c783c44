import { Client, StreamableHTTPClientTransport, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { describedFetch } from '../../support/api-description.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { callTool, keyHeaders, mcpClient } from './support.js';

type Answer = (request: ElicitRequest) => ElicitResult;

/** Issue 45, part 4: a publish, a release or a delete asks the person first when the client can ask. */
describe('MCP elicitation before publishing, releasing or deleting', () => {
  let app: TestApp;
  let projectId: string;
  let key: string;
  const clients: Client[] = [];
  const asked: string[] = [];

  /** The SDK client on the 2026-07-28 protocol, declaring elicitation and answering every question with `answer`. */
  const askingClient = async (answer: Answer) => {
    const client = new Client(
      { name: 'content-service-tests', version: '1.0.0' },
      { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push((request.params as { message: string }).message);
      return answer(request);
    });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: keyHeaders(key, projectId) }, fetch: describedFetch }),
    );
    clients.push(client);
    return client;
  };
  const livePages = async () =>
    (await app.request('GET', `/api/projects/${projectId}/pages?visibility=public`, { as: 'alice' })).body.pages.map((p: { slug: string }) => p.slug).sort();
  /** A fresh draft of a new page, and the preview's token for it. */
  const previewed = async (client: Client, slug: string) => {
    const draftId = await newDraft(slug);
    const preview = await callTool(client, 'publish_preview', { draft_ids: [draftId] });
    return { draftId, token: preview.json.confirmation_token as string };
  };
  const newDraft = async (slug: string) => {
    const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'alice',
      body: { slug, language: 'en', doc_template_id: 'page', content: 'Live text', metadata: { title: slug } },
    });
    expect(page.status).to.equal(201);
    const opened = await app.request('POST', `/api/projects/${projectId}/docs/edit/open`, { as: 'alice', body: { slug, language: 'en' } });
    const draftId = opened.body.draftId as string;
    const saved = await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'alice',
      body: { draftId, metadata: { title: `${slug} (new)` }, content: 'New text', language: 'en', revision: 1 },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    return draftId;
  };

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    projectId = await app.createProject('alice');
    key = (await createKey(app, projectId, 'alice', 'manager')).key;
  });
  beforeEach(() => (asked.length = 0));
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app.stop();
  });

  it('asks before a publish, listing its pages; accepting publishes', async () => {
    const client = await askingClient(() => ({ action: 'accept', content: { confirm: true } }));
    const { token } = await previewed(client, 'accepted');
    const result = await callTool(client, 'publish_confirm', { confirmation_token: token });
    expect(result.isError, result.text).to.equal(false);
    expect(result.json).to.include({ promoted: 1 });
    expect(asked).to.deep.equal(['Publish 1 page(s) and deploy the site?\n- update /en/accepted']);
  });

  for (const action of ['decline', 'cancel'] as const) {
    it(`changes nothing when the person answers ${action}`, async () => {
      const client = await askingClient(() => ({ action }));
      const slug = `kept-${action}`;
      const { draftId, token } = await previewed(client, slug);
      const before = await app.request('GET', `/api/projects/${projectId}/pages/${draftId}`, { as: 'alice' });
      const result = await callTool(client, 'publish_confirm', { confirmation_token: token });
      expect(result).to.include({ isError: true, text: `Nothing changed: the confirmation was ${action === 'decline' ? 'declined' : 'cancelled'}` });
      expect((await app.request('GET', `/api/projects/${projectId}/pages/${draftId}`, { as: 'alice' })).body).to.deep.equal(before.body);
      expect((await callTool(client, 'get_publish_history')).json.history.map((p: { changes: Array<{ slug: string }> }) => p.changes[0]!.slug)).to.not.include(
        slug,
      );
      const discard = await callTool(client, 'discard_draft', { draftId });
      expect(discard.isError).to.equal(true);
      expect(asked[1]).to.equal(`Delete this draft and its versions? The live page, if any, stays.\n- discard /en/${slug}`);
      expect((await app.request('GET', `/api/projects/${projectId}/pages/${draftId}`, { as: 'alice' })).status).to.equal(200);
    });
  }

  it('asks before a release runs, and a declined one stays scheduled', async () => {
    const client = await askingClient(() => ({ action: 'decline' }));
    const draftId = await newDraft('launch');
    const release = (await callTool(client, 'create_release', { name: 'Launch', items: [{ action: 'publish', draft_id: draftId }] })).json;
    const result = await callTool(client, 'publish_release', { release_id: release.id, revision: release.revision });
    expect(result.isError).to.equal(true);
    expect(asked).to.deep.equal([`Run release ${release.id} now (1 item(s)) and deploy the site?\n- publish /en/launch`]);
    expect((await callTool(client, 'get_release', { release_id: release.id })).json.status).to.equal(release.status);
  });

  it('keeps the two-step flow for a client without the capability: the confirm publishes at once', async () => {
    const client = await mcpClient(app, keyHeaders(key, projectId), 'modern');
    clients.push(client);
    const { token } = await previewed(client, 'two-step');
    expect((await callTool(client, 'publish_confirm', { confirmation_token: token })).json).to.include({ promoted: 1 });
    expect(asked).to.deep.equal([]);
    expect(await livePages()).to.include('two-step');
  });
});
