import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { tokensFor } from '../oauth/support.js';
import { callTool, keyHeaders, mcpClient, type Era } from './support.js';

/** Issue 45, part 1: the content:// resources, read through the REST routes' use cases and their access rules. */
describe('MCP resources', () => {
  let app: TestApp;
  let projectA: string;
  let projectB: string;
  let managerKey: string;
  let memberKey: string;
  let otherKey: string;
  let draftId: string;
  const clients: Client[] = [];
  const connect = async (headers: Record<string, string>, era: Era = 'legacy') => {
    const client = await mcpClient(app, headers, era);
    clients.push(client);
    return client;
  };
  const uri = (path: string, project = projectA) => `content://projects/${project}/${path}`;
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a JSON-RPC error'),
      (error: { code: number; message: string }) => error,
    );

  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000', MCP_RATE_LIMIT: '100000' } });
    projectA = await app.createProject('alice');
    projectB = await app.createProject('bob');
    await app.addMember(projectA, 'alice', 'carol', 'member');
    managerKey = (await createKey(app, projectA, 'alice', 'manager')).key;
    memberKey = (await createKey(app, projectA, 'alice', 'member')).key;
    otherKey = (await createKey(app, projectB, 'bob', 'manager')).key;
    for (const [slug, title] of [
      ['about', 'About us'],
      ['blog/hello', 'Hello'],
    ]) {
      const created = await app.request('POST', `/api/projects/${projectA}/pages`, {
        as: 'alice',
        body: { slug, language: 'en', doc_template_id: 'page', content: `# ${title}\n\nBody of ${slug}.`, metadata: { title } },
      });
      expect(created.status).to.equal(201);
    }
    const manager = await connect(keyHeaders(managerKey, projectA));
    draftId = (await callTool(manager, 'open_draft', { slug: 'about', language: 'en' })).json.draftId;
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app.stop();
  });

  for (const era of ['legacy', 'modern'] as const) {
    it(`(${era}) lists the project's site, history, templates, pages and drafts with their last change`, async () => {
      const client = await connect(keyHeaders(managerKey, projectA), era);
      const { resources } = await client.listResources();
      const uris = resources.map((r) => r.uri);
      expect(uris).to.include.members([
        uri('site'),
        uri('history'),
        uri('templates/page'),
        uri('pages/en/about'),
        uri('pages/en/blog/hello'),
        uri(`drafts/${draftId}`),
      ]);
      const about = resources.find((r) => r.uri === uri('pages/en/about'))!;
      expect(about).to.include({ title: 'About us', mimeType: 'text/markdown' });
      expect(about.annotations?.lastModified).to.match(/^\d{4}-\d{2}-\d{2}T/);
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.uriTemplate)).to.deep.equal([
        'content://projects/{project_id}/pages/{language}/{slug}',
        'content://projects/{project_id}/drafts/{draft_id}',
        'content://projects/{project_id}/templates/{template_id}',
        'content://projects/{project_id}/site',
        'content://projects/{project_id}/history',
      ]);
    });
  }

  it('reads a page as markdown with front matter, and as the REST API answers it', async () => {
    const client = await connect(keyHeaders(managerKey, projectA));
    const { contents } = await client.readResource({ uri: uri('pages/en/blog/hello') });
    const [markdown, json] = contents as Array<{ uri: string; mimeType: string; text: string; _meta: { lastModified: string; revision: number } }>;
    expect(markdown!.mimeType).to.equal('text/markdown');
    expect(markdown!.text).to.equal(
      [
        '---',
        'slug: "blog/hello"',
        'language: "en"',
        'visibility: "public"',
        'template: "page"',
        'revision: 1',
        `updated_at: "${markdown!._meta.lastModified}"`,
        'translation_state: "source"',
        'title: "Hello"',
        '---',
        '',
        '# Hello',
        '',
        'Body of blog/hello.',
      ].join('\n'),
    );
    const page = JSON.parse(json!.text);
    expect(json!.mimeType).to.equal('application/json');
    expect(page).to.deep.equal((await app.request('GET', `/api/projects/${projectA}/pages/${page.id}`, { as: 'alice' })).body);
    expect(markdown!._meta).to.deep.equal({ lastModified: page.updated_at, revision: 1, translation_state: 'source' });
  });

  it('reads a draft, a template, the site and the history', async () => {
    const client = await connect(keyHeaders(managerKey, projectA));
    const draft = await client.readResource({ uri: uri(`drafts/${draftId}`) });
    expect((draft.contents[0] as { text: string }).text).to.contain('visibility: "draft"');
    expect(JSON.parse((draft.contents[1] as { text: string }).text)).to.include({ draftId, action: 'existing_draft' });
    const template = JSON.parse(((await client.readResource({ uri: uri('templates/page') })).contents[0] as { text: string }).text);
    expect(template.id).to.equal('page');
    const site = JSON.parse(((await client.readResource({ uri: uri('site') })).contents[0] as { text: string }).text);
    expect(site).to.include({ project_id: projectA, default_language: 'en' });
    expect(site.navigation).to.have.keys(['header', 'sidebar']);
    const history = JSON.parse(((await client.readResource({ uri: uri('history') })).contents[0] as { text: string }).text);
    expect(history).to.deep.equal({ history: [], next_cursor: null });
  });

  it("a member's key reads pages but neither lists nor reads drafts", async () => {
    const client = await connect(keyHeaders(memberKey, projectA));
    const uris = (await client.listResources()).resources.map((r) => r.uri);
    expect(uris).to.include(uri('pages/en/about'));
    expect(uris.filter((u) => u.includes('/drafts/'))).to.deep.equal([]);
    const refused = await failure(client.readResource({ uri: uri(`drafts/${draftId}`) }));
    expect(refused.message).to.contain('Insufficient permission');
  });

  it("a content:read token of a member reads pages, not drafts; the owner's reads both", async () => {
    const member = await tokensFor(app, 'carol', { scope: 'content:read' });
    const client = await connect({ authorization: `Bearer ${member.access_token}` });
    expect((await client.readResource({ uri: uri('pages/en/about') })).contents).to.have.length(2);
    expect((await client.listResources()).resources.map((r) => r.uri).filter((u) => u.includes('/drafts/'))).to.deep.equal([]);
    expect((await failure(client.readResource({ uri: uri(`drafts/${draftId}`) }))).message).to.contain('Insufficient permission');
    const owner = await tokensFor(app, 'alice', { scope: 'content:read' });
    const ownerClient = await connect({ authorization: `Bearer ${owner.access_token}` });
    expect((await ownerClient.readResource({ uri: uri(`drafts/${draftId}`) })).contents).to.have.length(2);
  });

  it('a key of another project sees nothing of this one', async () => {
    const client = await connect(keyHeaders(otherKey, projectB));
    const uris = (await client.listResources()).resources.map((r) => r.uri);
    expect(uris.every((u) => u.startsWith(`content://projects/${projectB}/`))).to.equal(true);
    for (const path of ['pages/en/about', `drafts/${draftId}`, 'templates/page', 'site', 'history']) {
      const refused = await failure(client.readResource({ uri: uri(path) }));
      expect(refused.message, path).to.contain('Project not found');
    }
  });

  it('answers an unknown URI or a missing page as not found', async () => {
    const client = await connect(keyHeaders(managerKey, projectA));
    expect((await failure(client.readResource({ uri: 'content://projects/x/elsewhere' }))).message).to.contain(
      'Unknown resource: content://projects/x/elsewhere',
    );
    expect((await failure(client.readResource({ uri: uri('pages/en/missing') }))).message).to.contain('No live page at this language and slug');
    expect((await failure(client.readResource({ uri: uri('drafts/nope') }))).message).to.contain('Draft not found');
  });

  it('carries where a page stands as a translation: up to date, then outdated once its source is published again (issue 44)', async () => {
    const api = `/api/projects/${projectA}`;
    const english = await app.request('POST', `${api}/pages`, {
      as: 'alice',
      body: { slug: 'menu', language: 'en', doc_template_id: 'page', content: 'Bread.', metadata: { title: 'Menu' } },
    });
    const saved = await app.request('POST', `${api}/docs/edit/save`, {
      as: 'alice',
      body: {
        draftId: 'new',
        doc_template_id: 'page',
        language: 'ar',
        metadata: { slug: 'menu', title: 'القائمة' },
        content: 'خبز.',
        translation_of: { language: 'en', revision: 1 },
      },
    });
    expect(saved.status).to.equal(200);
    const dryRun = await app.request('POST', `${api}/publish`, { as: 'alice', body: { draft_ids: [saved.body.draftId] } });
    expect(
      (await app.request('POST', `${api}/publish/confirm`, { as: 'alice', body: { confirmation_token: dryRun.body.confirmation_token } })).status,
    ).to.equal(200);
    const client = await connect(keyHeaders(managerKey, projectA));
    const standing = async () => {
      type Content = { text: string; _meta: { translation_state: string } };
      const [markdown, json] = (await client.readResource({ uri: uri('pages/ar/menu') })).contents as unknown as Content[];
      expect(markdown!.text).to.contain('translation_of: {"language":"en","revision":1}');
      expect(JSON.parse(json!.text).translation_of).to.deep.equal({ language: 'en', revision: 1 });
      return markdown!._meta.translation_state;
    };
    expect(await standing()).to.equal('up_to_date');
    const edited = await app.request('PATCH', `${api}/pages/${english.body.id}`, { as: 'alice', body: { content: 'Bread and cake.' } });
    expect(edited.status).to.equal(200);
    expect(await standing()).to.equal('outdated');
  });
});
