import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { createLivePage, setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath as edit, saveDraft } from './support.js';

describe('HTTP Edit Mode (drafts)', () => {
  let app: TestApp;
  let projectId: string;

  const createPage = (slug: string, extra: Record<string, unknown> = {}, project = projectId) => createLivePage(app, project, slug, extra);

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
  });
  after(() => app.stop());

  it('walks through open, reopen, partial save, read, discard as a new user would', async () => {
    const live = await createPage('about', { metadata: { title: 'About us', description: 'Who we are', show_in_navigation: true } });

    const opened = await app.request('POST', edit(projectId, '/open'), { as: 'editor', body: { slug: 'about', language: 'en' } });
    expect(opened.status).to.equal(200);
    expect(opened.body.action).to.equal('cloned_from_live');
    expect(opened.body.revision).to.equal(1);
    expect(opened.body.draftId).to.be.a('string').and.not.equal(live.id);
    expect(opened.body.doc).to.deep.equal({
      slug: 'about',
      language: 'en',
      visibility: 'draft',
      metadata: { title: 'About us', description: 'Who we are', show_in_navigation: true },
      content: '# about',
      doc_template_id: 'page',
      translation_of: null,
    });
    expect(opened.body.template.id).to.equal('page');
    expect(opened.body.template.fields.map((f: { key: string }) => f.key)).to.include.members(['title', 'description']);
    const draftId = opened.body.draftId as string;

    const again = await app.request('POST', edit(projectId, '/open'), { as: 'owner', body: { slug: 'about', language: 'en' } });
    expect(again.status).to.equal(200);
    expect(again.body).to.include({ action: 'existing_draft', draftId });

    const saved = await app.request('POST', edit(projectId, '/save'), {
      as: 'editor',
      body: { draftId, metadata: { title: 'About the team', show_in_navigation: null }, content: 'New body', language: 'en' },
    });
    expect(saved.status).to.equal(200);
    expect(saved.body).to.deep.equal({ success: true, draftId, revision: 2 });

    const read = await app.request('GET', edit(projectId, `/${draftId}`), { as: 'editor' });
    expect(read.status).to.equal(200);
    expect(read.body.action).to.equal('existing_draft');
    expect(read.body.revision).to.equal(2);
    expect(read.body.doc.metadata).to.deep.equal({ title: 'About the team', description: 'Who we are' });
    expect(read.body.doc.content).to.equal('New body');
    expect(read.body.template.id).to.equal('page');

    const livePage = await app.request('GET', `/api/projects/${projectId}/pages/${live.id}`, { as: 'reader' });
    expect(livePage.body.content).to.equal('# about');

    const discarded = await app.request('POST', edit(projectId, '/discard'), { as: 'editor', body: { draftId } });
    expect(discarded.status).to.equal(200);
    expect(discarded.body).to.deep.equal({ success: true, draftId });

    const gone = await app.request('GET', edit(projectId, `/${draftId}`), { as: 'editor' });
    expect(gone.status).to.equal(404);
    expect(gone.body).to.deep.equal({ error: 'Draft not found' });

    const onLive = await app.request('POST', edit(projectId, '/save'), {
      as: 'editor',
      body: { draftId: live.id, metadata: {}, content: 'x', language: 'en' },
    });
    expect(onLive.status).to.equal(400);
    expect(onLive.body.error).to.match(/is not a draft/);

    const nowhere = await app.request('POST', edit(projectId, '/open'), { as: 'editor', body: { slug: 'nowhere', language: 'en' } });
    expect(nowhere.status).to.equal(404);
    expect(nowhere.body).to.deep.equal({ error: 'No page or draft exists for this slug and language' });
  });

  it('creates a draft with draftId new, placed by metadata.slug which is not kept as metadata', async () => {
    const saved = await saveDraft(app, projectId, 'new', { doc_template_id: 'article', metadata: { slug: 'blog/first', title: 'First', tags: ['a'] } });
    expect(saved.status).to.equal(200);
    expect(saved.body).to.include({ success: true, revision: 1 });
    const read = await app.request('GET', edit(projectId, `/${saved.body.draftId}`), { as: 'owner' });
    expect(read.body).to.deep.include({ action: 'existing_draft', revision: 1 });
    expect(read.body.doc).to.deep.equal({
      slug: 'blog/first',
      language: 'en',
      visibility: 'draft',
      metadata: { title: 'First', tags: ['a'] },
      content: 'Body',
      doc_template_id: 'article',
      translation_of: null,
    });
    expect(read.body.template.id).to.equal('article');
    const opened = await app.request('POST', edit(projectId, '/open'), { as: 'owner', body: { slug: 'blog/first', language: 'en' } });
    expect(opened.body).to.include({ action: 'existing_draft', draftId: saved.body.draftId });

    const again = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { slug: 'blog/first' } });
    expectError(again, 409, 'A draft already exists for this slug and language');
    const otherLanguage = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', language: 'de', metadata: { slug: 'blog/first' } });
    expect(otherLanguage.status).to.equal(200);
  });

  it('places a new draft by its slugified title, else untitled-<short id>', async () => {
    const titled = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { title: 'Our Prices & Plans' } });
    expect((await app.request('GET', edit(projectId, `/${titled.body.draftId}`), { as: 'owner' })).body.doc.slug).to.equal('our-prices-plans');
    const untitled = await saveDraft(app, projectId, 'new', { doc_template_id: 'page' });
    const slug = (await app.request('GET', edit(projectId, `/${untitled.body.draftId}`), { as: 'owner' })).body.doc.slug as string;
    expect(slug).to.match(/^untitled-[0-9a-f]{8}$/);
    expect(untitled.body.draftId.endsWith(slug.slice('untitled-'.length))).to.equal(true);
  });

  it('refuses a new draft without or with an unknown template, or with a bad metadata.slug', async () => {
    const missing = await saveDraft(app, projectId, 'new', { metadata: { slug: 'x' } });
    expectError(missing, 400, 'doc_template_id is required when draftId is new');
    const unknown = await saveDraft(app, projectId, 'new', { doc_template_id: 'nope', metadata: { slug: 'x' } });
    expectError(unknown, 400, 'doc_template_id nope is not a template of this project');
    const badSlug = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { slug: 'Has Spaces' } });
    expect(badSlug.status).to.equal(400);
    expect(badSlug.body.error).to.match(/^metadata\.slug must be lowercase letters/);
  });

  it('keeps template and language of an existing draft fixed (400) and writes nothing', async () => {
    const created = await saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { slug: 'fixed', title: 'Fixed' } });
    const draftId = created.body.draftId as string;
    const template = await saveDraft(app, projectId, draftId, { doc_template_id: 'article' });
    expectError(template, 400, 'doc_template_id cannot change: the draft uses page');
    const language = await saveDraft(app, projectId, draftId, { language: 'fr' });
    expectError(language, 400, "language must be the draft's language (en)");
    const sameTemplate = await saveDraft(app, projectId, draftId, { doc_template_id: 'page', language: 'EN' });
    expect(sameTemplate.status).to.equal(200);
    expect((await app.request('GET', edit(projectId, `/${draftId}`), { as: 'owner' })).body.revision).to.equal(2);
  });

  it('checks metadata against the template, naming unknown keys and wrong types, but not required fields', async () => {
    const created = await saveDraft(app, projectId, 'new', { doc_template_id: 'landing', metadata: { slug: 'landing' } });
    const draftId = created.body.draftId as string;
    expect(created.status).to.equal(200);
    const bad = await saveDraft(app, projectId, draftId, { metadata: { colour: 'red', layout: 'diagonal', cta_url: 'not a url', title: 3 } });
    expect([bad.status, bad.body]).to.deep.equal([
      400,
      {
        error:
          'metadata has keys that template landing does not define: colour; metadata.layout must be one of centered, split, minimal; ' +
          'metadata.cta_url must be an http(s) URL or a path starting with /; metadata.title must be a string',
      },
    ]);
    const partial = await saveDraft(app, projectId, draftId, { metadata: { headline: 'Hi', layout: 'split', cta_url: 'https://example.com' }, autosave: true });
    expect(partial.status).to.equal(200);
    const read = await app.request('GET', edit(projectId, `/${draftId}`), { as: 'owner' });
    expect(read.body.doc.metadata).to.deep.equal({ headline: 'Hi', layout: 'split', cta_url: 'https://example.com' });
    expect(read.body.revision).to.equal(2);
  });

  it('rejects malformed save fields by name', async () => {
    const response = await app.request('POST', edit(projectId, '/save'), {
      as: 'owner',
      body: { draftId: 'new', metadata: [], content: 5, language: 'en', revision: 0, autosave: 'yes' },
    });
    expect([response.status, response.body]).to.deep.equal([
      400,
      {
        error:
          'metadata must be an object; content must be a string of at most 1048576 characters; revision must be an integer from 1 to 9007199254740991; autosave must be boolean',
      },
    ]);
  });
});
