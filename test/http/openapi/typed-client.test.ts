import { expect } from 'chai';
import { ApiError, createApiClient, type ApiClient } from '../../../clients/typescript/client.js';
import { describedFetch } from '../../support/api-description.js';
import { TestApp } from '../../support/test-app.js';

/** What a caught promise threw, as the client's error. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/**
 * The generated client (clients/typescript/) against the real service: its types come from the
 * description, its answers are checked against it too (through the test's fetch).
 */
describe('The typed TypeScript client, against the running service', () => {
  let app: TestApp;
  let api: ApiClient;
  before(async () => {
    app = await TestApp.start();
    api = createApiClient(app.url, { idToken: () => app.token('owner') }, { fetch: describedFetch });
  });
  after(() => app.stop());

  it('creates a project, opens and saves a draft, reads it back, and publishes it', async () => {
    const project = await api.POST('/api/projects', { body: { name: 'Typed' } });
    expect(project).to.include({ name: 'Typed', plan: 'trial' });
    const path = { projectId: project.id };
    const saved = await api.POST('/api/projects/{projectId}/docs/edit/save', {
      params: { path },
      body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug: 'about', title: 'About us' }, content: '# About' },
    });
    expect(saved).to.include({ success: true, revision: 1 });
    const opened = await api.POST('/api/projects/{projectId}/docs/edit/open', { params: { path }, body: { slug: 'about', language: 'en' } });
    expect([opened.draftId, opened.action, opened.template.id]).to.deep.equal([saved.draftId, 'existing_draft', 'page']);
    const resaved = await api.POST('/api/projects/{projectId}/docs/edit/save', {
      params: { path },
      body: { draftId: opened.draftId, revision: opened.revision, language: 'en', metadata: { description: 'Who we are' }, content: '# About us' },
    });
    const read = await api.GET('/api/projects/{projectId}/docs/edit/{draftId}', { params: { path: { ...path, draftId: saved.draftId } } });
    expect([resaved.revision, read.revision, read.doc.content, read.doc.metadata]).to.deep.equal([
      2,
      2,
      '# About us',
      { title: 'About us', description: 'Who we are' },
    ]);
    const preview = await api.POST('/api/projects/{projectId}/publish', { params: { path }, body: {} });
    const published = await api.POST('/api/projects/{projectId}/publish/confirm', {
      params: { path },
      body: { confirmation_token: preview.confirmation_token },
    });
    expect(published.promoted).to.equal(1);
    const pages = await api.GET('/api/projects/{projectId}/pages', { params: { path, query: { visibility: 'public' } } });
    expect(pages.pages.map((page) => page.slug)).to.deep.equal(['about']);
  });

  it("throws the server's refusal as an ApiError: status, message, the body's extra fields", async () => {
    const { id: projectId } = await api.POST('/api/projects', { body: { name: 'Refusals' } });
    const path = { projectId };
    const { draftId } = await api.POST('/api/projects/{projectId}/docs/edit/save', {
      params: { path },
      body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug: 'x' }, content: '' },
    });
    const stale = await refusal(
      api.POST('/api/projects/{projectId}/docs/edit/save', { params: { path }, body: { draftId, revision: 7, language: 'en', metadata: {}, content: '' } }),
    );
    expect([stale.status, stale.message, stale.body.current_revision]).to.deep.equal([409, 'The document has changed: its current revision is 1', 1]);
    expect(stale.requestId).to.match(/^[0-9a-f-]{36}$/);
    const missing = await refusal(api.GET('/api/projects/{projectId}', { params: { path: { projectId: 'nope' } } }));
    expect([missing.status, missing.message, missing.retryAfterSeconds]).to.deep.equal([404, 'Project not found', null]);
    // A 204 resolves to nothing.
    expect(await api.DELETE('/api/projects/{projectId}', { params: { path } })).to.equal(undefined);
  });

  it('authenticates with an API key and its project, and with no credential for public operations', async () => {
    const { id: projectId } = await api.POST('/api/projects', { body: { name: 'Keyed' } });
    const { key } = await api.POST('/api/projects/{projectId}/keys', { params: { path: { projectId } }, body: { name: 'CI', role: 'member' } });
    const keyed = createApiClient(app.url, { projectId, apiKey: key }, { fetch: describedFetch });
    expect((await keyed.GET('/api/projects')).projects.map((p) => [p.id, p.role])).to.deep.equal([[projectId, 'member']]);
    const readOnly = await refusal(
      keyed.POST('/api/projects/{projectId}/pages', {
        params: { path: { projectId } },
        body: { slug: 'a', language: 'en', doc_template_id: 'page', content: '' },
      }),
    );
    expect([readOnly.status, readOnly.message]).to.deep.equal([403, 'Insufficient permission']);
    const anonymous = createApiClient(app.url, null, { fetch: describedFetch });
    expect(await anonymous.GET('/healthz')).to.deep.equal({ status: 'ok' });
    expect((await refusal(anonymous.GET('/api/projects'))).status).to.equal(401);
  });

  it('gives the seconds of Retry-After with a 429', async () => {
    const limited = await TestApp.start({ env: { AUTH_FAILURE_LIMIT: '1' } });
    try {
      const stranger = createApiClient(limited.url, { idToken: () => 'not.a.token' }, { fetch: describedFetch });
      expect((await refusal(stranger.GET('/api/projects'))).status).to.equal(401);
      const refused = await refusal(stranger.GET('/api/projects'));
      expect([refused.status, refused.message]).to.deep.equal([429, 'Too many failed authentication attempts']);
      expect(refused.retryAfterSeconds).to.be.within(1, 60);
    } finally {
      await limited.stop();
    }
  });
});
