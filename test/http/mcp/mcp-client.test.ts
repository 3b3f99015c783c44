import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { callTool, keyHeaders, mcpClient, rpc, type Era } from './support.js';

const READ_TOOLS = ['list_projects', 'list_pages', 'get_page', 'search_pages', 'list_templates', 'get_template', 'get_publish_history'];
/** The translation tools: one write (a manager's), then two reads. */
const TRANSLATION_TOOLS = ['translate_page', 'get_translation', 'translation_status'];
const WRITE_TOOLS = [
  'open_draft',
  'get_draft',
  'save_draft',
  'discard_draft',
  'list_draft_versions',
  'restore_draft_version',
  'publish_preview',
  'publish_confirm',
];
const RELEASE_TOOLS = ['list_releases', 'get_release', 'release_dry_run', 'create_release', 'update_release', 'cancel_release', 'publish_release'];
/** Every tool in the order tools/list gives them (declaration order). */
const ALL_TOOLS = [
  ...READ_TOOLS.slice(0, 6),
  ...WRITE_TOOLS.slice(0, 6),
  ...TRANSLATION_TOOLS,
  ...WRITE_TOOLS.slice(6),
  'get_publish_history',
  ...RELEASE_TOOLS,
  'list_unanswered_questions',
];

/** Done-when of issue 9: the SDK's own client, over HTTP, with API keys. */
describe('MCP over HTTP with the SDK client', () => {
  let app: TestApp;
  let projectA: string;
  let projectB: string;
  let managerKey: string;
  let memberKey: string;
  let pageId: string;
  let pageB: string;
  const clients: Client[] = [];
  const connect = async (headers: Record<string, string>, era: Era = 'legacy') => {
    const client = await mcpClient(app, headers, era);
    clients.push(client);
    return client;
  };

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    projectA = await app.createProject('alice');
    projectB = await app.createProject('bob');
    managerKey = (await createKey(app, projectA, 'alice', 'manager')).key;
    memberKey = (await createKey(app, projectA, 'alice', 'member')).key;
    const page = (project: string, owner: string) =>
      app.request('POST', `/api/projects/${project}/pages`, {
        as: owner,
        body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About us', metadata: { title: 'About' } },
      });
    pageId = (await page(projectA, 'alice')).body.id;
    pageB = (await page(projectB, 'bob')).body.id;
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app.stop();
  });

  for (const era of ['legacy', 'modern'] as const) {
    it(`(${era === 'legacy' ? '2025-11-25' : '2026-07-28'}) lists the tools, reads a page, opens, saves (stale too) and discards a draft`, async () => {
      const client = await connect(keyHeaders(managerKey, projectA), era);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).to.deep.equal(ALL_TOOLS);
      expect(tools.find((t) => t.name === 'get_page')!.annotations).to.include({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
      expect(tools.find((t) => t.name === 'discard_draft')!.annotations).to.include({ readOnlyHint: false, destructiveHint: true });

      const listed = await callTool(client, 'list_pages');
      expect(listed.json.pages.map((p: { slug: string }) => p.slug)).to.include('about');
      const page = await callTool(client, 'get_page', { page_id: pageId });
      expect(page.isError).to.equal(false);
      expect(page.json).to.deep.equal((await app.request('GET', `/api/projects/${projectA}/pages/${pageId}`, { as: 'alice' })).body);

      const opened = await callTool(client, 'open_draft', { slug: 'about', language: 'en' });
      expect(opened.json).to.include({ action: 'cloned_from_live', revision: 1 });
      const { draftId } = opened.json;
      const saved = await callTool(client, 'save_draft', {
        draftId,
        metadata: { title: 'About (MCP)' },
        content: 'Edited over MCP',
        language: 'en',
        revision: 1,
      });
      expect(saved.json).to.deep.equal({ success: true, draftId, revision: 2 });

      const stale = await callTool(client, 'save_draft', { draftId, metadata: {}, content: 'Too late', language: 'en', revision: 1 });
      const rest = await app.request('POST', `/api/projects/${projectA}/docs/edit/save`, {
        as: 'alice',
        body: { draftId, metadata: {}, content: 'Too late', language: 'en', revision: 1 },
      });
      expect(rest.status).to.equal(409);
      expect(stale).to.deep.include({ isError: true, text: rest.body.error });
      expect(JSON.parse(stale.texts[1]!)).to.deep.equal({ current_revision: 2 });

      const read = await callTool(client, 'get_draft', { draftId });
      expect(read.json.doc).to.include({ content: 'Edited over MCP', slug: 'about' });
      expect((await callTool(client, 'list_draft_versions', { draftId })).json.versions.map((v: { revision: number }) => v.revision)).to.deep.equal([2]);
      expect((await callTool(client, 'discard_draft', { draftId })).json).to.deep.equal({ success: true, draftId });
      expect(await callTool(client, 'get_draft', { draftId })).to.deep.include({ isError: true, text: 'Draft not found' });
    });
  }

  it('publishes through the tools: preview, confirm (once), history', async () => {
    const client = await connect(keyHeaders(managerKey, projectA));
    const { draftId } = (
      await callTool(client, 'save_draft', {
        draftId: 'new',
        doc_template_id: 'page',
        metadata: { slug: 'mcp-news', title: 'News' },
        content: 'Published over MCP',
        language: 'en',
      })
    ).json;
    const preview = await callTool(client, 'publish_preview', { draft_ids: [draftId] });
    expect(preview.json.manifest.changes).to.deep.equal([{ draft_id: draftId, slug: 'mcp-news', language: 'en', action: 'create', revision: 1 }]);
    const token = preview.json.confirmation_token as string;
    const confirmed = await callTool(client, 'publish_confirm', { confirmation_token: token });
    expect(confirmed.json).to.include({ promoted: 1 });
    expect((await callTool(client, 'publish_confirm', { confirmation_token: token })).json).to.deep.equal(confirmed.json);
    const history = await callTool(client, 'get_publish_history');
    expect(history.json.history[0]).to.include({ publish_id: confirmed.json.publish_id });
    const live = await app.request('GET', `/api/projects/${projectA}/pages?visibility=public`, { as: 'alice' });
    expect(live.body.pages.map((p: { slug: string }) => p.slug)).to.include('mcp-news');
    const found = await callTool(client, 'search_pages', { q: 'published' });
    expect(found.json.results.map((r: { slug: string }) => r.slug)).to.deep.equal(['mcp-news']);
  });

  it('hands out a page too large for one answer in content windows that fit and join into the whole', async () => {
    const content = 'Ünïcödé paragraph with "quotes" and 漢字.\n'.repeat(8_000);
    const big = await app.request('POST', `/api/projects/${projectA}/pages`, {
      as: 'alice',
      body: { slug: 'big', language: 'en', doc_template_id: 'page', content },
    });
    const client = await connect(keyHeaders(memberKey, projectA));
    let offset: number | null = 0;
    let joined = '';
    let parts = 0;
    while (offset !== null) {
      const part = await callTool(client, 'get_page', { page_id: big.body.id, ...(offset > 0 && { content_offset: offset }) });
      expect(Buffer.byteLength(part.text)).to.be.at.most(64 * 1024);
      joined += part.json.content;
      offset = part.json.content_window.next_offset;
      parts += 1;
    }
    expect(parts).to.be.greaterThan(3);
    expect(joined).to.equal(content);
  });

  it('shows a read-only key only the read tools, and refuses it writes with the REST message', async () => {
    const client = await connect(keyHeaders(memberKey, projectA));
    expect((await client.listTools()).tools.map((t) => t.name)).to.deep.equal([
      ...READ_TOOLS.slice(0, 6),
      ...TRANSLATION_TOOLS.slice(1),
      'get_publish_history',
    ]);
    expect((await callTool(client, 'get_page', { page_id: pageId })).json.id).to.equal(pageId);
    for (const [name, args] of [
      ['open_draft', { slug: 'about', language: 'en' }],
      ['save_draft', { draftId: 'new', metadata: { title: 'x' }, content: 'x', language: 'en' }],
      ['discard_draft', { draftId: 'whatever' }],
    ] as const) {
      expect(await callTool(client, name, args), name).to.deep.include({ isError: true, text: 'Insufficient permission' });
    }
  });

  it('keeps a key of project A out of project B through every tool (the REST 404)', async () => {
    const client = await connect(keyHeaders(managerKey, projectA));
    const b = { project_id: projectB };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['list_pages', b],
      ['get_page', { ...b, page_id: pageB }],
      ['search_pages', { ...b, q: 'about' }],
      ['list_templates', b],
      ['get_template', { ...b, template_id: 'page' }],
      ['open_draft', { ...b, slug: 'about', language: 'en' }],
      ['get_draft', { ...b, draftId: pageB }],
      ['save_draft', { ...b, draftId: 'new', metadata: { title: 'x' }, content: 'x', language: 'en' }],
      ['discard_draft', { ...b, draftId: pageB }],
      ['list_draft_versions', { ...b, draftId: pageB }],
      ['restore_draft_version', { ...b, draftId: pageB, version_id: 'v' }],
      ['publish_preview', b],
      ['publish_confirm', { ...b, confirmation_token: 'token' }],
      ['get_publish_history', b],
      ['list_releases', b],
      ['get_release', { ...b, release_id: 'missing' }],
      ['release_dry_run', { ...b, release_id: 'missing' }],
      ['create_release', { ...b, name: 'Launch', items: [{ action: 'unpublish', page_id: pageB }] }],
      ['update_release', { ...b, release_id: 'missing', revision: 1, name: 'Launch' }],
      ['cancel_release', { ...b, release_id: 'missing', revision: 1 }],
      ['publish_release', { ...b, release_id: 'missing', revision: 1 }],
      ['translate_page', { ...b, slug: 'about', source_language: 'en', target_language: 'ar' }],
      ['get_translation', { ...b, translation_id: 'missing' }],
      ['translation_status', b],
    ];
    expect(calls.map(([name]) => name).sort()).to.deep.equal(
      [...READ_TOOLS, ...WRITE_TOOLS, ...RELEASE_TOOLS, ...TRANSLATION_TOOLS].filter((n) => n !== 'list_projects').sort(),
    );
    for (const [name, args] of calls) expect(await callTool(client, name, args), name).to.deep.include({ isError: true, text: 'Project not found' });
    // A's own page id is not reachable as B's either, and B's page is not reachable as A's.
    expect(await callTool(client, 'get_page', { page_id: pageB })).to.deep.include({ isError: true, text: 'Page not found' });
    expect((await callTool(client, 'list_projects')).json.projects.map((p: { id: string }) => p.id)).to.deep.equal([projectA]);
    expect((await app.request('GET', `/api/projects/${projectB}/pages/${pageB}`, { as: 'bob' })).body.revision).to.equal(1);
  });

  it('answers an unknown tool with a JSON-RPC error, and bad arguments with the REST validation message', async () => {
    const client = await connect(keyHeaders(managerKey, projectA));
    let failure: unknown;
    await client.callTool({ name: 'drop_tables', arguments: {} }).catch((error: unknown) => (failure = error));
    expect(failure).to.be.an('error');
    expect(failure).to.include({ code: -32602, message: 'Unknown tool: drop_tables' });
    const bad = await callTool(client, 'open_draft', { slug: 'Not A Slug', language: 42 });
    const rest = await app.request('POST', `/api/projects/${projectA}/docs/edit/open`, { as: 'alice', body: { slug: 'Not A Slug', language: 42 } });
    expect(bad).to.deep.include({ isError: true, text: rest.body.error });
    expect(await callTool(client, 'get_page', {})).to.deep.include({ isError: true, text: 'page_id is required' });
  });

  it("refuses a user's ID token: /mcp takes an API key or an OAuth access token issued for it (see test/http/oauth/)", async () => {
    const refused = await rpc(app, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${await app.token('alice')}` });
    expect(refused.status).to.equal(401);
    expect(refused.body).to.deep.equal({ error: 'MCP needs an OAuth access token for this service (or an API key); an ID token is not accepted here' });
    expect(refused.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${app.config.publicBaseUrl}/.well-known/oauth-protected-resource/mcp"`);
  });
});
