import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt, screenshot } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, previewShows, seriousViolations, signInToEditMode } from './support.js';

/** Issue 24: editing in the Edit Mode page, against the real service (SQLite, the development sign-in). */
describeBrowser('Browser: Edit Mode editing', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });
  let projectId: string;
  const edit = (rest: string) => `/api/projects/${projectId}/docs/edit${rest}`;

  before(async () => {
    projectId = await projectWith(fixture.app, 'ada', 'Acme');
    await livePage(fixture.app, 'ada', projectId, 'about', 'About us', '# About us\n\nWe make things.');
  });

  it('leads / to the page; signs in; lists the pages; creates a page from a template; autosaves what is typed', async () => {
    const { app, page } = fixture;
    await page.goto(`${app.url}/`);
    expect(new URL(page.url()).pathname).to.equal('/edit/');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await signInToEditMode(page, app, 'ada');
    const list = page.getByRole('navigation', { name: 'Pages', exact: true });
    await list.getByRole('button', { name: /About us/ }).waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);

    await page.getByRole('button', { name: 'New page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Template').selectOption('article');
    await dialog.getByText('A dated article or blog post with an author and tags.').waitFor();
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await dialog.getByRole('alert').getByText('Enter a title.').waitFor();
    await dialog.getByLabel('Title').fill('Hello world');
    await dialog.getByLabel('Address').fill('blog/hello');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await dialog.getByRole('button', { name: 'Create draft' }).click();

    // The form is the article template's: its fields, types, required mark and help texts.
    await page.getByRole('heading', { level: 1, name: 'Hello world' }).waitFor();
    await page.getByText('A new draft from the Article template').waitFor();
    expect(await page.getByLabel('Title').getAttribute('aria-required')).to.equal('true');
    expect(await page.getByLabel('Publication date').getAttribute('type')).to.equal('date');
    expect(await page.getByLabel('Tags').getAttribute('aria-describedby')).to.be.a('string');
    await page.getByText('Topics of the article, listed at its end. Separate them with commas.').waitFor();
    expect(await page.getByLabel('Summary').evaluate((node) => node.tagName)).to.equal('TEXTAREA');
    const draftId = new URL(page.url()).searchParams.get('draft')!;
    expect(draftId).to.be.a('string');
    await list.getByRole('button', { name: /Hello world.*New draft/ }).waitFor();

    const body = page.getByLabel('Body', { exact: true });
    await body.click();
    await page.keyboard.type('Lists go on:\n- one\ntwo\n\n\nDone with **bold**.');
    await page.getByLabel('Author').fill('Ada');
    await page.getByLabel('Tags').fill('news, launch');
    await allSaved(page);
    await previewShows(page, 'Done with');
    expect(await page.frameLocator('iframe.em-preview__frame').locator('main strong').textContent()).to.equal('bold');
    await lookAt(page, 'edit-mode-editor', { frames: false });

    const stored = await asUser(app, 'ada', 'GET', edit(`/${draftId}`));
    expect(stored.body.doc.content).to.equal('Lists go on:\n- one\n- two\n\nDone with **bold**.');
    expect(stored.body.doc.metadata).to.deep.equal({ title: 'Hello world', author: 'Ada', tags: ['news', 'launch'] });
    expect(stored.body.doc.slug).to.equal('blog/hello');

    // Ctrl+S saves at once, as a version of its own (not an autosave).
    await body.press('End');
    await page.keyboard.type(' More.');
    await body.press('Control+s');
    await page.getByText('Saved.', { exact: true }).waitFor();
    const versions = await asUser(app, 'ada', 'GET', edit(`/${draftId}/versions`));
    expect(versions.body.versions[0]).to.include({ autosave: false });
    expect((await asUser(app, 'ada', 'GET', edit(`/${draftId}`))).body.doc.content).to.match(/More\.$/);
  });

  it('loads as static files: until someone signs in it asks for the page, its assets and the public sign-in settings, and nothing of the API', async () => {
    const { app, page } = fixture;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(`${app.url}/edit/`);
    await page.getByLabel('User id').waitFor();
    expect(asked[0]).to.equal('GET /edit/');
    expect(asked.filter((request) => !/^GET \/assets\/[\w-]+\.(js|css)$/.test(request))).to.deep.equal(['GET /edit/', 'GET /auth/config']);
  });

  it('lists the pages per language and finds live pages with search, showing where the words are', async () => {
    const { app, page } = fixture;
    await livePage(app, 'ada', projectId, 'accueil', 'Accueil', 'Bienvenue chez nous.', 'fr');
    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    const list = page.getByRole('navigation', { name: 'Pages', exact: true });
    await list.getByRole('button', { name: /About us/ }).waitFor();
    expect(await list.getByRole('button', { name: /Accueil/ }).count()).to.equal(0);

    await list.getByLabel('Search live pages').fill('make things');
    await list.getByText('1 live page matches “make things”.').waitFor();
    expect(await list.getByRole('listitem').allTextContents()).to.deep.equal(['About us/aboutWe make things.']);

    await list.getByLabel('Language').selectOption('fr');
    await list.getByRole('button', { name: /Accueil/ }).waitFor();
    expect(await list.getByLabel('Search live pages').inputValue()).to.equal('');
    expect(await list.getByRole('button', { name: /About us/ }).count()).to.equal(0);
    await list.getByLabel('Search live pages').fill('bienvenue');
    await list.getByText('1 live page matches “bienvenue”.').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
  });

  it('opens a live page as a draft cloned from it (saying so), then as the existing draft; restores a version', async () => {
    const { app, page } = fixture;
    await signInToEditMode(page, app, 'ada');
    await page.getByRole('button', { name: /About us/ }).click();
    await page.getByText('Opened as a new draft cloned from the live page.').waitFor();
    const body = page.getByLabel('Body', { exact: true });
    expect(await body.inputValue()).to.equal('# About us\n\nWe make things.');
    await body.fill('# About us\n\nFirst rewrite.');
    await allSaved(page);
    await body.fill('# About us\n\nSecond rewrite.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: /About us.*Draft/ }).click();
    await page.getByText(/Opened the existing draft of this page \(revision \d+\)/).waitFor();

    await page.getByRole('button', { name: 'Versions…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    const rows = dialog.getByRole('row');
    await dialog.getByText(/\d+ versions, newest first\./).waitFor();
    // Focus on a control of the dialog, not in its (empty) preview frame, where Escape would not reach it.
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.tagName)).to.equal('BUTTON');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).to.equal('Versions…');
    await page.getByRole('button', { name: 'Versions…' }).click();
    await dialog.getByText(/\d+ versions, newest first\./).waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
    // Newest first: the explicit save, then the autosave before it (the clone itself is no version: nothing was saved).
    expect(await dialog.getByRole('rowheader').allTextContents()).to.deep.equal(['Revision 3', 'Revision 2']);
    const autosaved = rows.last();
    expect(await rows.nth(1).getByRole('button', { name: 'Restore revision 3' }).isDisabled()).to.equal(true);
    await autosaved.getByRole('button', { name: 'Preview revision 2' }).click();
    await dialog.frameLocator('iframe').locator('main').getByText('First rewrite.').waitFor();
    await screenshot(page, 'edit-mode-versions');
    await autosaved.getByRole('button', { name: 'Restore revision 2' }).click();
    await page.getByText('Restored revision 2: it is now revision 4.').first().waitFor();
    expect(await body.inputValue()).to.equal('# About us\n\nFirst rewrite.');
    await previewShows(page, 'First rewrite.');
    const draftId = new URL(page.url()).searchParams.get('draft')!;
    const stored = await asUser(app, 'ada', 'GET', edit(`/${draftId}`));
    expect([stored.body.revision, stored.body.doc.content]).to.deep.equal([4, '# About us\n\nFirst rewrite.']);
  });

  it('discards a draft after a confirmation that says it deletes the draft and its versions', async () => {
    const { app, page } = fixture;
    const created = await asUser(app, 'ada', 'POST', edit('/save'), {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'scratch', title: 'Scratch' },
      content: 'To throw away.',
    });
    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /Scratch.*New draft/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Scratch' }).waitFor();
    await page.getByRole('button', { name: 'Discard draft…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await dialog
      .getByText('This permanently deletes the draft “Scratch” and its 1 version. The page has never been published: nothing of it will remain.')
      .waitFor();
    await dialog.getByText('This cannot be undone.').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
    await screenshot(page, 'edit-mode-discard');
    // Focus is on Keep editing: Enter keeps the draft.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect((await asUser(app, 'ada', 'GET', edit(`/${created.body.draftId}`))).status).to.equal(200);

    await page.getByRole('button', { name: 'Discard draft…' }).click();
    await page.getByRole('button', { name: 'Discard draft and versions' }).click();
    await page.getByText('Discarded the draft “Scratch” and its versions.').waitFor();
    expect((await asUser(app, 'ada', 'GET', edit(`/${created.body.draftId}`))).status).to.equal(404);
    // The message comes first; the page list is read again after it.
    await page.getByRole('button', { name: /Scratch/ }).waitFor({ state: 'detached' });
  });
});
