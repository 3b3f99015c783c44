import { expect } from 'chai';
import { PageTranslator } from '../../../application/translation/page-translator.js';
import { expectError } from '../../support/expect.js';
import { FakePageTranslator } from '../../support/fakes/translation.js';
import { createLivePage, setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { publish } from '../publishing/support.js';

describe('HTTP translations (jobs, translation_of, status)', () => {
  let app: TestApp;
  let projectId: string;
  const translator = new FakePageTranslator();
  const path = (rest = '') => `/api/projects/${projectId}/translations${rest}`;

  /** Polls the job until it is no longer running (the translation runs in the background). */
  async function settled(id: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 200; i += 1) {
      const read = await app.request('GET', path(`/${id}`), { as: 'reader' });
      expect(read.status).to.equal(200);
      if (read.body.status !== 'running') return read.body;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`translation ${id} still running`);
  }

  const start = (slug: string, target = 'ar', as = 'editor') =>
    app.request('POST', path(), { as, body: { slug, source_language: 'en', target_language: target } });

  before(async () => {
    app = await TestApp.start({ overrides: [{ token: PageTranslator, value: translator }] });
    projectId = await setUpTeam(app);
  });
  after(() => app.stop());
  afterEach(() => {
    translator.failAfter = null;
    translator.release();
  });

  it('translates, publishes, goes outdated when the source is published again, and back up to date when marked', async () => {
    await createLivePage(app, projectId, 'about');
    const started = await start('about');
    expect(started.status).to.equal(202);
    expect(started.body).to.deep.include({ status: 'running', draft_id: null, error: null, slug: 'about', source_language: 'en', target_language: 'ar' });
    const done = await settled(started.body.id);
    expect(done).to.deep.include({ status: 'done', error: null, left_to_translate: [], progress: { done: 3, total: 3 } });

    const draft = await app.request('GET', `/api/projects/${projectId}/docs/edit/${done.draft_id}`, { as: 'editor' });
    expect(draft.body.doc).to.deep.include({ language: 'ar', slug: 'about', content: '[ar] # about', translation_of: { language: 'en', revision: 1 } });
    expect(draft.body.doc.metadata).to.deep.equal({ title: '[ar] Title of about', description: '[ar] About it' });

    let status = await app.request('GET', path('/status'), { as: 'reader' });
    expect(status.body).to.deep.equal({ languages: ['ar', 'en'], pages: [{ slug: 'about', languages: { ar: 'draft', en: 'source' } }] });

    await publish(app, projectId);
    const arabic = await app.request('GET', `/api/projects/${projectId}/pages?language=ar`, { as: 'reader' });
    expect(arabic.body.pages[0].translation_of).to.deep.equal({ language: 'en', revision: 1 });
    status = await app.request('GET', path('/status'), { as: 'reader' });
    expect(status.body.pages).to.deep.equal([{ slug: 'about', languages: { ar: 'up_to_date', en: 'source' } }]);

    // The English page changes and is published again: the Arabic one is now outdated.
    const english = await app.request('POST', `/api/projects/${projectId}/docs/edit/open`, { as: 'editor', body: { slug: 'about', language: 'en' } });
    expect(english.body.doc.translation_of).to.equal(null);
    await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'editor',
      body: { draftId: english.body.draftId, metadata: {}, content: '# about us', language: 'en' },
    });
    await publish(app, projectId);
    status = await app.request('GET', path('/status'), { as: 'reader' });
    expect(status.body.pages).to.deep.equal([{ slug: 'about', languages: { ar: 'outdated', en: 'source' } }]);
    const changes = await app.request('GET', path('/changes?slug=about&language=ar'), { as: 'reader' });
    expect(changes.status).to.equal(200);
    expect(changes.body).to.deep.include({ source_language: 'en', outdated: true });
    expect(changes.body.then).to.deep.include({ revision: 1, content: '# about' });
    expect(changes.body.now).to.deep.include({ revision: 2, content: '# about us' });

    // The editor brings the Arabic page up to date and marks it so; publishing carries the mark to the live page.
    const update = await app.request('POST', `/api/projects/${projectId}/docs/edit/open`, { as: 'editor', body: { slug: 'about', language: 'ar' } });
    expect(update.body.doc.translation_of).to.deep.equal({ language: 'en', revision: 1 });
    const wrongLanguage = await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'editor',
      body: { draftId: update.body.draftId, metadata: {}, content: '# عنا', language: 'ar', translation_of: { language: 'ar', revision: 2 } },
    });
    expectError(wrongLanguage, 400, "translation_of.language must be another language than the page's own (ar)");
    // A new draft may say what it translates too, checked the same way, and a refusal creates nothing.
    const newDraft = (translation_of: unknown) =>
      app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
        as: 'editor',
        body: { draftId: 'new', doc_template_id: 'page', metadata: { slug: 'contact', title: 'اتصل' }, content: '.', language: 'ar', translation_of },
      });
    expectError(await newDraft({ language: 'ar', revision: 1 }), 400, "translation_of.language must be another language than the page's own (ar)");
    expect(
      (await app.request('POST', `/api/projects/${projectId}/docs/edit/open`, { as: 'editor', body: { slug: 'contact', language: 'ar' } })).status,
    ).to.equal(404);
    const contact = await newDraft({ language: 'en', revision: 1 });
    expect(contact.status).to.equal(200);
    const contactRead = await app.request('GET', `/api/projects/${projectId}/docs/edit/${contact.body.draftId}`, { as: 'editor' });
    expect(contactRead.body.doc.translation_of).to.deep.equal({ language: 'en', revision: 1 });
    await app.request('POST', `/api/projects/${projectId}/docs/edit/discard`, { as: 'editor', body: { draftId: contact.body.draftId } });
    const badRevision = await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'editor',
      body: { draftId: update.body.draftId, metadata: {}, content: '# عنا', language: 'ar', translation_of: { language: 'en', revision: 0 } },
    });
    expect(badRevision.status).to.equal(400);
    const saved = await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'editor',
      body: { draftId: update.body.draftId, metadata: {}, content: '# عنا', language: 'ar', translation_of: { language: 'en', revision: 2 } },
    });
    expect(saved.status).to.equal(200);
    await publish(app, projectId);
    status = await app.request('GET', path('/status'), { as: 'reader' });
    expect(status.body.pages).to.deep.equal([{ slug: 'about', languages: { ar: 'up_to_date', en: 'source' } }]);
    const upToDate = await app.request('GET', path('/changes?slug=about&language=ar'), { as: 'reader' });
    expect(upToDate.body).to.deep.include({ outdated: false });
    expect(upToDate.body.then).to.deep.equal(upToDate.body.now);
  });

  it('a provider failing midway: failed with its reason, no draft', async () => {
    await createLivePage(app, projectId, 'pricing');
    translator.failAfter = 1;
    const started = await start('pricing', 'fr');
    expect(started.status).to.equal(202);
    expect(await settled(started.body.id)).to.deep.include({ status: 'failed', draft_id: null, error: 'The translation provider stopped answering' });
    const open = await app.request('GET', `/api/projects/${projectId}/pages?language=fr`, { as: 'reader' });
    expect(open.body.pages.filter((p: { slug: string }) => p.slug === 'pricing')).to.deep.equal([]);
  });

  it('many simultaneous starts for one slug and language: one job, one draft', async () => {
    await createLivePage(app, projectId, 'team');
    translator.hold();
    const answers = await Promise.all(Array.from({ length: 12 }, () => start('team', 'de')));
    const accepted = answers.filter((a) => a.status === 202);
    expect(accepted).to.have.length(1);
    for (const refused of answers.filter((a) => a.status !== 202)) {
      expect(refused).to.deep.include({ status: 409, body: { error: 'A translation of this page into de is already running', job_id: accepted[0]!.body.id } });
    }
    translator.release();
    expect(await settled(accepted[0]!.body.id)).to.deep.include({ status: 'done' });
    const drafts = await app.request('GET', `/api/projects/${projectId}/pages?language=de&visibility=draft`, { as: 'reader' });
    expect(drafts.body.pages.filter((p: { slug: string }) => p.slug === 'team')).to.have.length(1);
    expectError(await start('team', 'de'), 409, 'A draft already exists for this slug and language');
  });

  it('refuses bad input with clear errors and writes nothing', async () => {
    await createLivePage(app, projectId, 'contact');
    expectError(await start('contact', 'en'), 400, 'target_language must be another language than source_language');
    expectError(await start('nowhere'), 404, 'Page not found');
    const badTag = await app.request('POST', path(), { as: 'editor', body: { slug: 'contact', source_language: 'en', target_language: 'not a tag!' } });
    expect(badTag.status).to.equal(400);
    expectError(await start('contact', 'ar', 'reader'), 403, 'Insufficient permission');
    expectError(await start('contact', 'ar', 'stranger'), 404, 'Project not found');
    expectError(await app.request('GET', path('/nope'), { as: 'reader' }), 404, 'Translation not found');
    expectError(await app.request('GET', path('/status'), { as: 'stranger' }), 404, 'Project not found');
    expectError(
      await app.request('GET', path('/changes?slug=contact&language=en'), { as: 'reader' }),
      400,
      'The page in en is not a translation (its translation_of is null)',
    );
    expectError(await app.request('GET', path('/changes?slug=contact&language=ar'), { as: 'reader' }), 404, 'Page not found');
  });
});
