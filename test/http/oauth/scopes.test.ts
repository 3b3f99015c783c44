import { expect } from 'chai';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { mcpRequest, tokensFor } from './support.js';

const READ_TOOLS = [
  'list_projects',
  'list_pages',
  'get_page',
  'search_pages',
  'list_templates',
  'get_template',
  'get_draft',
  'list_draft_versions',
  'get_translation',
  'translation_status',
  'get_publish_history',
  'list_releases',
  'get_release',
  'release_dry_run',
  'list_unanswered_questions',
];

/** An access token acts as its user, on content only, with the content capabilities its scopes name (see client-capabilities.test.ts for the general API). */
describe('OAuth access tokens: scopes name what a client may do, on /mcp and on the general API', () => {
  let app: TestApp;
  let project: string;
  let bobs: string;
  let pageId: string;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000', MCP_RATE_LIMIT: '100000' } });
    project = await app.createProject('alice');
    bobs = await app.createProject('bob');
    pageId = (
      await app.request('POST', `/api/projects/${project}/pages`, {
        as: 'alice',
        body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About', metadata: { title: 'About' } },
      })
    ).body.id;
  });
  after(() => app.stop());

  const tool = (token: string, name: string, args: Record<string, unknown>) => mcpRequest(app, token, 'tools/call', { name, arguments: args });

  it('content:read reads, and can never write, even for an admin', async () => {
    const { access_token } = await tokensFor(app, 'alice', { scope: 'content:read' });
    const listed = await mcpRequest(app, access_token);
    expect(listed.body.result.tools.map((t: { name: string }) => t.name)).to.deep.equal(READ_TOOLS);
    expect(JSON.parse((await tool(access_token, 'get_page', { project_id: project, page_id: pageId })).body.result.content[0].text).id).to.equal(pageId);
    const write = await tool(access_token, 'open_draft', { project_id: project, slug: 'about', language: 'en' });
    expect(write.body.result).to.deep.include({ isError: true, content: [{ type: 'text', text: 'Insufficient permission' }] });

    const api = await tokensFor(app, 'alice', { scope: 'content:read', resource: `${app.url}/api` });
    expect((await app.request('GET', `/api/projects/${project}/pages/${pageId}`, { token: api.access_token })).status).to.equal(200);
    const refused = await app.request('POST', `/api/projects/${project}/docs/edit/open`, { token: api.access_token, body: { slug: 'about', language: 'en' } });
    expect(refused).to.deep.include({ status: 403, body: { error: 'Insufficient permission' } });
  });

  it("content:write edits and publishes: never an admin's work", async () => {
    const { access_token } = await tokensFor(app, 'alice', { scope: 'content:read content:write', resource: `${app.url}/api` });
    const opened = await app.request('POST', `/api/projects/${project}/docs/edit/open`, { token: access_token, body: { slug: 'about', language: 'en' } });
    expect(opened.status).to.equal(200);
    const preview = await app.request('POST', `/api/projects/${project}/publish`, { token: access_token, body: {} });
    expect(preview.status).to.equal(201);
    expect((await app.request('POST', `/api/projects/${project}/keys`, { token: access_token, body: { name: 'CI' } })).status).to.equal(403);
  });

  it('content:draft captures pages into drafts and edits drafts and images, and can never change anything live or publish', async () => {
    const { access_token } = await tokensFor(app, 'alice', { scope: 'content:draft', resource: `${app.url}/api` });
    const as = (method: string, path: string, body?: unknown) => app.request(method, `/api/projects/${project}${path}`, { token: access_token, body });
    const capture = await as('POST', '/ingest/capture', { url: 'https://example.com/team', html: '<main><h1>Team</h1><p>Us</p></main>' });
    expect(capture.status).to.equal(201);
    expect((await as('POST', '/ingest/extract', { capture_id: capture.body.capture_id })).status).to.equal(200);
    const saved = await as('POST', '/ingest/save', { capture_id: capture.body.capture_id, slug: 'team' });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
    const opened = await as('POST', '/docs/edit/open', { slug: 'about', language: 'en' });
    expect(opened.status).to.equal(200);
    expect((await as('GET', `/docs/edit/${saved.body.draftId}`)).status).to.equal(200);
    expect((await as('GET', '/templates')).status).to.equal(200);
    const refused = { status: 403, body: { error: 'Insufficient permission' } };
    expect(await as('POST', '/publish', {})).to.deep.include(refused);
    expect(await as('PATCH', `/pages/${pageId}`, { content: '# Changed live' })).to.deep.include(refused);
    expect(await as('POST', '/sidebar-groups', { language: 'en', title: 'Nav', items: [] })).to.deep.include(refused);
    expect(await as('POST', '/keys', { name: 'CI' })).to.deep.include(refused);
    // On /mcp: the reads and the drafts' tools, never publishing.
    const mcp = await tokensFor(app, 'alice', { scope: 'content:draft' });
    const tools = (await mcpRequest(app, mcp.access_token)).body.result.tools.map((t: { name: string }) => t.name);
    expect(tools).to.include.members([...READ_TOOLS, 'open_draft', 'save_draft', 'discard_draft', 'restore_draft_version']);
    expect(tools).to.not.include.members(['publish_preview']);
    expect(tools).to.not.include('publish_confirm');
  });

  it("never reaches another user's project", async () => {
    const { access_token } = await tokensFor(app, 'alice');
    const answer = await tool(access_token, 'list_pages', { project_id: bobs });
    expect(answer.body.result).to.deep.include({ isError: true, content: [{ type: 'text', text: 'Project not found' }] });
  });

  it('cannot do what needs the user signed in: create projects, read the account, manage connectors, start live sessions', async () => {
    const { access_token } = await tokensFor(app, 'alice', { resource: `${app.url}/api` });
    const needsUser = 'Insufficient permission';
    expect(await app.request('POST', '/api/projects', { token: access_token, body: { name: 'Sneaky' } })).to.deep.include({
      status: 403,
      body: { error: needsUser },
    });
    expect(await app.request('GET', '/api/account/connectors', { token: access_token })).to.deep.include({ status: 403, body: { error: needsUser } });
    const live = await app.request('POST', '/api/live/session', { token: access_token, headers: { 'x-project-id': project } });
    expect(live.status).to.equal(401);
    expect(await app.request('GET', '/api/accounts/me', { token: access_token })).to.deep.include({ status: 403, body: { error: needsUser } });
  });
});
