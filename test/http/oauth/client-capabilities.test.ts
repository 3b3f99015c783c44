import { expect } from 'chai';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { anImageFile } from '../media/support.js';
import { tokensFor } from './support.js';

type Call = readonly [method: string, path: string, body?: unknown];

/**
 * An OAuth client acts for its user on content only (api-contract, "Decisions since the first
 * wave"): with either scope and whatever the user's role, every administrative operation is
 * 403 `Insufficient permission` and changes nothing, while the content work its scopes name
 * still works. Tokens come from the real flow: registration, consent, code exchange.
 */
describe('OAuth clients: content capabilities only, on the general API', () => {
  let app: TestApp;
  let project: string;
  let pageId: string;
  let keyId: string;
  let webhookId: string;
  let writeToken: string;
  let readToken: string;

  const as = (token: string) => (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const owner = (method: string, path: string, body?: unknown) => app.request(method, path, { as: 'alice', body });

  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000', ALLOW_PRIVATE_WEBHOOKS: 'true' } });
    project = await app.createProject('alice');
    await app.addMember(project, 'alice', 'bob', 'member');
    pageId = (
      await owner('POST', `/api/projects/${project}/pages`, {
        slug: 'about',
        language: 'en',
        doc_template_id: 'page',
        content: '# About',
        metadata: { title: 'About' },
      })
    ).body.id;
    keyId = (await owner('POST', `/api/projects/${project}/keys`, { name: 'CI' })).body.id;
    webhookId = (await owner('POST', `/api/projects/${project}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['*'] })).body.id;
    writeToken = (await tokensFor(app, 'alice', { scope: 'content:read content:write', resource: `${app.url}/api` })).access_token;
    readToken = (await tokensFor(app, 'alice', { scope: 'content:read', resource: `${app.url}/api` })).access_token;
  });
  after(() => app.stop());

  /** Everything an admin may do that is not content work: members, settings, keys, domains, webhooks, transfers, onboarding, the project, the account. */
  const administration = (): Call[] => {
    const p = `/api/projects/${project}`;
    return [
      ['GET', `${p}/members`],
      ['POST', `${p}/members`, { user_id: 'mallory', role: 'manager' }],
      ['PATCH', `${p}/members/bob`, { role: 'admin' }],
      ['DELETE', `${p}/members/bob`],
      ['GET', `${p}/settings`],
      ['PATCH', `${p}/settings/live-agent`, { manager_phone: '+14155550123' }],
      ['PATCH', `${p}/settings/site`, { live_agent_placement: 'widget' }],
      ['GET', `${p}/modules`],
      ['PATCH', `${p}/modules`, { voice: true }],
      ['PATCH', p, { name: 'Renamed by a client' }],
      ['DELETE', p],
      ['GET', `${p}/transfers`],
      ['GET', `${p}/keys`],
      ['POST', `${p}/keys`, { name: 'Sneaky' }],
      ['DELETE', `${p}/keys/${keyId}`],
      ['GET', `${p}/webhooks`],
      ['POST', `${p}/webhooks`, { url: 'http://127.0.0.1:9/other', events: ['*'] }],
      ['PATCH', `${p}/webhooks/${webhookId}`, { enabled: false }],
      ['DELETE', `${p}/webhooks/${webhookId}`],
      ['POST', `${p}/webhooks/${webhookId}/rotate-secret`],
      ['POST', `${p}/webhooks/${webhookId}/ping`],
      ['GET', `${p}/webhooks/${webhookId}/deliveries`],
      ['GET', `${p}/domains`],
      ['POST', `${p}/domains`, { hostname: 'docs.example.com' }],
      ['POST', `${p}/domains/docs.example.com/verify`],
      ['DELETE', `${p}/domains/docs.example.com`],
      ['GET', `${p}/onboarding/sessions`],
      ['GET', `${p}/onboarding/sessions/any`],
      ['POST', `${p}/onboarding/sessions/any/apply`],
      ['POST', `${p}/templates`, { id: 'client-template', name: 'By a client', fields: [] }],
      ['PUT', `${p}/templates/page`, { name: 'Page', fields: [] }],
      ['DELETE', `${p}/templates/page`],
      ['POST', '/api/projects', { name: 'Made by a client' }],
      ['GET', '/api/accounts/me'],
      ['GET', '/api/account/connectors'],
      ['GET', '/api/account/connectors/claude'],
      ['DELETE', '/api/account/connectors/claude'],
    ];
  };

  const stateOfTheProject = async () => {
    const p = `/api/projects/${project}`;
    const reads = await Promise.all(
      [p, `${p}/members`, `${p}/keys`, `${p}/webhooks`, `${p}/domains`, `${p}/templates`, '/api/projects'].map((path) => owner('GET', path)),
    );
    return reads.map((read) => read.body);
  };

  for (const scope of ['content:read content:write', 'content:read'] as const) {
    it(`refuses every administrative operation to a ${scope} token of an admin: 403 Insufficient permission, nothing changed`, async () => {
      const token = scope === 'content:read' ? readToken : writeToken;
      const before = await stateOfTheProject();
      const answers: string[] = [];
      for (const [method, path, body] of administration()) {
        const answer = await as(token)(method, path, body);
        answers.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      expect(answers).to.deep.equal(administration().map(([method, path]) => `${method} ${path}: 403 {"error":"Insufficient permission"}`));
      expect(await stateOfTheProject()).to.deep.equal(before);
    });
  }

  it('still does the content work of content:write: pages, drafts, versions, navigation, images, search, publishing', async () => {
    const call = as(writeToken);
    const p = `/api/projects/${project}`;
    const created = await call('POST', `${p}/pages`, {
      slug: 'by-client',
      language: 'en',
      doc_template_id: 'page',
      content: 'Hi',
      metadata: { title: 'By client' },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect((await call('PATCH', `${p}/pages/${created.body.id}`, { content: 'Hello' })).status).to.equal(200);
    expect((await call('PATCH', `${p}/pages/${created.body.id}/visibility`, { visibility: 'unlisted' })).status).to.equal(200);
    expect((await call('DELETE', `${p}/pages/${created.body.id}`)).status).to.equal(204);

    const opened = await call('POST', `${p}/docs/edit/open`, { slug: 'about', language: 'en' });
    expect(opened.status).to.equal(200);
    const draftId = opened.body.draftId as string;
    const saved = await call('POST', `${p}/docs/edit/save`, { draftId, metadata: { title: 'About us' }, content: '# About us', language: 'en' });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect((await call('GET', `${p}/docs/edit/${draftId}`)).body.doc.content).to.equal('# About us');
    const versions = (await call('GET', `${p}/docs/edit/${draftId}/versions`)).body.versions as Array<{ version_id: string; revision: number }>;
    expect(versions.length).to.be.greaterThan(0);
    const restored = await call('POST', `${p}/docs/edit/${draftId}/versions/${versions[versions.length - 1]!.version_id}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).to.equal(200);
    expect((await call('POST', `${p}/docs/edit/save`, { draftId, metadata: { title: 'About us' }, content: '# About us', language: 'en' })).status).to.equal(
      200,
    );
    const scratch = await call('POST', `${p}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      metadata: { title: 'Scratch' },
      content: '',
      language: 'en',
    });
    expect(scratch.status, JSON.stringify(scratch.body)).to.equal(200);
    expect((await call('POST', `${p}/docs/edit/discard`, { draftId: scratch.body.draftId })).status).to.equal(200);

    const capture = await call('POST', `${p}/ingest/capture`, { url: 'https://example.com/team', html: '<main><h1>Team</h1><p>Us</p></main>', title: 'Team' });
    expect(capture.status, JSON.stringify(capture.body)).to.equal(201);
    expect((await call('POST', `${p}/ingest/extract`, { capture_id: capture.body.capture_id })).status).to.equal(200);
    expect((await call('POST', `${p}/ingest/save`, { capture_id: capture.body.capture_id })).status).to.equal(201);

    const group = await call('POST', `${p}/sidebar-groups`, { language: 'en', title: 'Guide', items: [{ slug: 'about', label: 'About' }] });
    expect(group.status, JSON.stringify(group.body)).to.equal(201);
    expect((await call('POST', `${p}/header-nav-items`, { language: 'en', label: 'About', slug: 'about' })).status).to.equal(201);

    const uploaded = await fetch(`${app.url}${p}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writeToken}`, 'content-type': 'image/png' },
      body: await anImageFile('png', 7),
    });
    expect(uploaded.status).to.equal(201);
    expect((await call('GET', `${p}/images`)).body.images).to.have.length(1);
    const resumable = await fetch(`${app.url}${p}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writeToken}`, 'tus-resumable': '1.0.0', 'upload-length': '100' },
    });
    expect(resumable.status).to.equal(201);
    expect((await call('GET', `${p}/search?q=about`)).status).to.equal(200);
    expect((await call('GET', `/api/templates/doc`)).status).to.equal(200);
    expect((await call('GET', `${p}/templates/page`)).status).to.equal(200);

    const preview = await call('POST', `${p}/publish`, { draft_ids: [draftId] });
    expect(preview.status, JSON.stringify(preview.body)).to.equal(201);
    const confirmed = await call('POST', `${p}/publish/confirm`, { confirmation_token: preview.body.confirmation_token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    expect((await call('GET', `${p}/publish/history`)).body.history).to.have.length(1);
    expect((await call('GET', `${p}/pages/${pageId}`)).body.content).to.equal('# About us');
  });

  it('reads content with content:read, drafts included, and writes none of it', async () => {
    const call = as(readToken);
    const p = `/api/projects/${project}`;
    const draftId = (await owner('POST', `${p}/docs/edit/open`, { slug: 'about', language: 'en' })).body.draftId as string;
    for (const path of [
      `${p}/pages`,
      `${p}/pages/${pageId}`,
      `${p}/docs/edit/${draftId}`,
      `${p}/docs/edit/${draftId}/versions`,
      `${p}/templates`,
      `${p}/search?q=about`,
    ]) {
      expect((await call('GET', path)).status, path).to.equal(200);
    }
    for (const path of [`${p}/sidebar-groups?language=en`, `${p}/header-nav-items?language=en`, `${p}/images`, `${p}/publish/history`]) {
      expect((await call('GET', path)).status, path).to.equal(200);
    }
    for (const [method, path, body] of [
      ['POST', `${p}/docs/edit/save`, { draftId, metadata: {}, content: 'x', language: 'en' }],
      ['POST', `${p}/pages`, { slug: 'nope', language: 'en', doc_template_id: 'page', content: 'x' }],
      ['POST', `${p}/publish`, {}],
      ['POST', `${p}/sidebar-groups`, { language: 'en', title: 'Nope' }],
    ] as const) {
      expect(await call(method, path, body), `${method} ${path}`).to.deep.include({ status: 403, body: { error: 'Insufficient permission' } });
    }
  });

  it("shows a client its projects and the project without the project's configuration (settings, modules)", async () => {
    const project_ = await as(readToken)('GET', `/api/projects/${project}`);
    expect(project_.status).to.equal(200);
    expect(project_.body).to.include({ id: project, name: 'Test project' });
    expect(project_.body).to.not.have.any.keys('settings', 'modules');
    const listed = await as(readToken)('GET', '/api/projects');
    expect(listed.body.projects.map((p: { id: string }) => p.id)).to.deep.equal([project]);
    expect(listed.body.projects[0]).to.not.have.any.keys('settings', 'modules');
    expect((await owner('GET', `/api/projects/${project}`)).body).to.have.keys(
      'id',
      'name',
      'default_language',
      'plan',
      'trial_ends_at',
      'modules',
      'settings',
      'created_at',
      'site_url',
      'limits',
    );
  });

  it("never lifts the user's own role: a member's content:write token cannot edit", async () => {
    const { access_token } = await tokensFor(app, 'bob', { scope: 'content:read content:write', resource: `${app.url}/api` });
    expect((await as(access_token)('GET', `/api/projects/${project}/pages`)).status).to.equal(200);
    expect(await as(access_token)('POST', `/api/projects/${project}/docs/edit/open`, { slug: 'about', language: 'en' })).to.deep.include({
      status: 403,
      body: { error: 'Insufficient permission' },
    });
  });
});
