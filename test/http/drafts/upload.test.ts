import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { createLivePage } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, saveDraft } from './support.js';

describe('HTTP upload-custom-page', () => {
  let app: TestApp;
  let projectId: string;
  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
  });
  after(() => app.stop());

  const upload = (body: Record<string, unknown>) =>
    app.request('POST', editPath(projectId, '/upload-custom-page'), {
      as: 'owner',
      body: { slug: 'promo', language: 'en', kind: 'html', body: '<h1>Hi</h1>', ...body },
    });

  it('creates a custom-html draft (201), then replaces its body (200) as a new revision', async () => {
    const created = await upload({});
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ success: true, revision: 1, action: 'created' });
    const read = await app.request('GET', editPath(projectId, `/${created.body.draftId}`), { as: 'owner' });
    expect(read.body.doc).to.deep.include({ doc_template_id: 'custom-html', content: '<h1>Hi</h1>', slug: 'promo', metadata: {} });
    expect(read.body.template.id).to.equal('custom-html');

    const replaced = await upload({ body: '<h1>Bye</h1>', metadata: { title: 'Promo', include_site_chrome: true } });
    expect([replaced.status, replaced.body]).to.deep.equal([200, { success: true, draftId: created.body.draftId, revision: 2, action: 'replaced' }]);
    const again = await app.request('GET', editPath(projectId, `/${created.body.draftId}`), { as: 'owner' });
    expect(again.body.doc).to.deep.include({ content: '<h1>Bye</h1>', metadata: { title: 'Promo', include_site_chrome: true } });
    const versions = await app.request('GET', editPath(projectId, `/${created.body.draftId}/versions`), { as: 'owner' });
    expect(versions.body.versions).to.have.length(2);
  });

  it("creates custom-astro drafts, keeping the live page's title", async () => {
    await createLivePage(app, projectId, 'astro-page');
    const created = await upload({ slug: 'astro-page', kind: 'astro', body: '---\nconst a = 1;\n---\n<p>{a}</p>' });
    expect(created.status).to.equal(201);
    const read = await app.request('GET', editPath(projectId, `/${created.body.draftId}`), { as: 'owner' });
    expect(read.body.doc).to.deep.include({ doc_template_id: 'custom-astro', metadata: { title: 'Title of astro-page', description: 'About it' } });
  });

  it('refuses to replace a draft of another template (409), bad kinds and metadata (400)', async () => {
    await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { slug: 'markdown-page' } });
    const clash = await upload({ slug: 'markdown-page' });
    expectError(clash, 409, 'A draft with template page exists for this slug and language: discard it first');
    const kind = await upload({ kind: 'php' });
    expectError(kind, 400, 'kind must be html or astro');
    const missing = await app.request('POST', editPath(projectId, '/upload-custom-page'), { as: 'owner', body: {} });
    expect(missing.body).to.deep.equal({ error: 'slug is required; language is required; kind is required; body is required' });
    const metadata = await upload({ slug: 'other', metadata: { hero_image: '/x.png' } });
    expectError(metadata, 400, 'metadata has keys that template custom-html does not define: hero_image');
  });

  it('refuses a body over 1 MB with 413 before running', async () => {
    const response = await upload({ slug: 'huge', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.status).to.equal(413);
    const open = await app.request('POST', editPath(projectId, '/open'), { as: 'owner', body: { slug: 'huge', language: 'en' } });
    expect(open.status).to.equal(404);
  });
});
