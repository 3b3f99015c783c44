import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { ExtensionBuild } from '../../../tools/build-extension.js';
import { hasChromium } from '../chromium.js';
import { screenshot } from '../../support/browser.js';
import { uniqueId } from '../../support/builders.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import {
  accessibilityViolations,
  allowSite,
  ARTICLE_TITLE,
  ArticleSite,
  buildOnce,
  connect,
  devToken,
  launchWithExtension,
  openPopup,
  type Browsing,
} from './support.js';

/**
 * The browser extension, unpacked in headless Chromium, against the real service: it signs in
 * through the service's OAuth server, captures pages into drafts (their images brought into the
 * project's library), opens them in Edit Mode, edits a published page, and keeps a capture
 * through an ended sign-in.
 */
describe('Browser: the extension (capture pages into drafts)', function () {
  this.timeout(120_000);
  let build: ExtensionBuild;
  let app: TestApp;
  let site: ArticleSite;
  let browsing: Browsing;
  let userId: string;
  let projectId: string;
  let token: string;

  before(async function () {
    if (!hasChromium()) return this.skip();
    build = await buildOnce();
    site = await ArticleSite.start();
    app = await startOAuthApp({
      env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', ALLOW_PRIVATE_FETCH: 'true', OAUTH_RATE_LIMIT: '100000', SIGN_IN_RATE_LIMIT: '100000' },
    });
  });
  after(async () => {
    await app?.stop();
    await site?.close();
  });
  beforeEach(async () => {
    userId = uniqueId('editor');
    token = await devToken(app, userId);
    const created = await app.request('POST', '/api/projects', { token, body: { name: 'Valley Courier', default_language: 'en-GB' } });
    projectId = created.body.id;
    browsing = await launchWithExtension(build.folder);
    // The person allows the service's address when connecting, and the page they capture (what a click on the toolbar button, `activeTab`, gives).
    await allowSite(browsing, app.url);
    await allowSite(browsing, site.origin, true);
  });
  afterEach(async () => {
    const problems = browsing?.problems ?? [];
    await browsing?.close();
    expect(problems).to.deep.equal([]);
  });

  const api = (method: string, path: string, body?: unknown) => app.request(method, `/api/projects/${projectId}${path}`, { token, body });

  async function articleTab(path = '/news/towpath.html'): Promise<Page> {
    const page = await browsing.context.newPage();
    await page.goto(`${site.origin}${path}`);
    return page;
  }

  it('connects through the OAuth flow, captures an article, saves the edited draft with its images in the library, and opens it in Edit Mode', async () => {
    const article = await articleTab();
    const popup = await openPopup(browsing, article);
    await popup.getByRole('heading', { name: 'Connect to your content' }).waitFor();
    expect(await accessibilityViolations(popup)).to.deep.equal([]);
    await screenshot(popup, 'extension-connect');
    await connect(browsing, popup, app, userId);

    const title = popup.getByLabel('Title');
    await title.waitFor();
    expect(await title.inputValue()).to.equal(ARTICLE_TITLE);
    expect(await popup.getByLabel('Address').inputValue()).to.equal('news/towpath');
    expect(await popup.getByLabel('Language').inputValue()).to.equal('en-GB');
    expect(await popup.getByLabel('Project').inputValue()).to.equal(projectId);
    const proposed = await popup.getByLabel('Content (markdown)').inputValue();
    expect(proposed).to.include('reopened on Monday');
    // What the page shows, a `display: contents` wrapper's paragraph included; nothing it hides.
    expect(proposed).to.include('We rebuilt three hundred metres of bank');
    expect(proposed).to.not.include('Subscribe to read more');
    await popup.getByText('Its 3 images are brought into the project’s image library on save.').waitFor();
    await title.fill('Towpath open again');
    expect(await accessibilityViolations(popup)).to.deep.equal([]);
    await screenshot(popup, 'extension-review');

    await popup.getByRole('button', { name: 'Save draft' }).click();
    await popup.getByRole('heading', { name: 'Saved as a draft' }).waitFor();
    await popup.getByText('2 of 3 images brought into the project’s image library.').waitFor();
    await popup.getByText(`${site.origin}/img/missing.png: the site answered 404`).waitFor();
    expect(await accessibilityViolations(popup)).to.deep.equal([]);
    await screenshot(popup, 'extension-saved');

    // Over the API: the draft as edited, its images in the library and the draft pointing at them.
    const images = (await api('GET', '/images')).body.images as Array<{ url: string }>;
    expect(images).to.have.length(2);
    const opened = await api('POST', '/docs/edit/open', { slug: 'news/towpath', language: 'en-GB' });
    expect(opened.body.doc.metadata).to.include({ title: 'Towpath open again', description: 'The towpath between Mill Lane and Ferry Meadows is open again.' });
    for (const image of images) expect(opened.body.doc.content).to.include(`](${image.url})`);
    expect(opened.body.doc.content).to.include(`](${site.origin}/img/missing.png)`);

    const editMode = browsing.context.waitForEvent('page', (page) => page.url().startsWith(`${app.url}/edit/`));
    await popup.getByRole('button', { name: 'Open in Edit Mode' }).click();
    const editor = await editMode;
    expect(new URL(editor.url()).searchParams.get('draft')).to.equal(opened.body.draftId);
    // Signed in there already: the person signed in on the service's own page.
    await editor.getByRole('heading', { level: 1, name: 'Towpath open again' }).waitFor();
  });

  it('slims a page of over 1 MB of HTML to fit the service, and keeps its article', async () => {
    const heavy = await fetch(`${site.origin}/news/towpath-heavy.html`).then((r) => r.text());
    expect(Buffer.byteLength(heavy)).to.be.greaterThan(1024 * 1024);
    const article = await articleTab('/news/towpath-heavy.html');
    const popup = await openPopup(browsing, article);
    await connect(browsing, popup, app, userId);
    await popup.getByLabel('Title').waitFor();
    const kept = await browsing.worker.evaluate(async () => {
      const { capture } = await (
        globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<{ capture: { html: string } }> } } } }
      ).chrome.storage.local.get('capture');
      return capture.html;
    });
    expect(kept.length).to.be.lessThan(100_000);
    expect(kept).to.not.include('<script');
    expect(kept).to.not.include('data-tracking');
    const content = await popup.getByLabel('Content (markdown)').inputValue();
    expect(content).to.include('We rebuilt three hundred metres of bank');
    await popup.getByRole('button', { name: 'Save draft' }).click();
    await popup.getByRole('heading', { name: 'Saved as a draft' }).waitFor();
    expect((await api('POST', '/docs/edit/open', { slug: 'news/towpath-heavy', language: 'en-GB' })).status).to.equal(200);
  });

  it("captures a selection through the context menu's handler", async () => {
    const article = await articleTab();
    const popup = await openPopup(browsing, article);
    await connect(browsing, popup, app, userId);
    await popup.getByLabel('Title').waitFor();
    await popup.getByRole('button', { name: 'Discard' }).click();
    await popup.getByText('Capture discarded.').waitFor();

    await article.evaluate(() => {
      const { document, getSelection } = globalThis as unknown as {
        document: { getElementById(id: string): unknown };
        getSelection(): { selectAllChildren(node: unknown): void };
      };
      getSelection().selectAllChildren(document.getElementById('quote'));
    });
    const tab = await browsing.worker.evaluate(async (url) => {
      const chrome = (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id: number; url: string; windowId: number }>> } } })
        .chrome;
      return (await chrome.tabs.query({})).find((t) => t.url === url)!;
    }, article.url());
    await browsing.worker.evaluate(
      (clicked) =>
        (globalThis as unknown as { captureFromContextMenu(click: object, tab: object): Promise<void> }).captureFromContextMenu(
          { menuItemId: 'capture-selection' },
          clicked,
        ),
      tab,
    );
    await popup.reload();
    await popup.getByText(`Selection of “${ARTICLE_TITLE} | The Valley Courier”`, { exact: false }).waitFor();
    const content = popup.getByLabel('Content (markdown)');
    await content.waitFor();
    expect((await content.inputValue()).trim()).to.equal(
      '“We rebuilt three hundred metres of bank and laid a new surface,” said the council’s engineer, Priya Shah.',
    );
    await popup.getByLabel('Address').fill('news/towpath-quote');
    await popup.getByRole('button', { name: 'Save draft' }).click();
    await popup.getByRole('heading', { name: 'Saved as a draft' }).waitFor();
  });

  it('offers "edit this page" on a page of the published site, and opens its draft in Edit Mode', async () => {
    const created = await api('POST', '/pages', {
      slug: 'about',
      language: 'en-GB',
      doc_template_id: 'page',
      metadata: { title: 'About the Courier' },
      content: '# About',
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const preview = await api('POST', '/publish', {});
    expect((await api('POST', '/publish/confirm', { confirmation_token: preview.body.confirmation_token })).status).to.be.oneOf([200, 201]);
    await connect(browsing, await openPopup(browsing, await articleTab()), app, userId);
    // The site lives on its own origin (<project>.localhost): the person reaches it as from the toolbar button (activeTab).
    const site = `http://${projectId}.localhost:${new URL(app.url).port}`;
    await allowSite(browsing, site, true);
    const published = await browsing.context.newPage();
    await published.goto(`${site}/en-GB/about/`);
    const popup = await openPopup(browsing, published);
    await popup.getByText('This is about (en-GB) of your project’s site.').waitFor();
    await screenshot(popup, 'extension-edit-this-page');
    const editMode = browsing.context.waitForEvent('page', (page) => page.url().startsWith(`${app.url}/edit/`));
    await popup.getByRole('button', { name: 'Edit this page' }).click();
    const editor = await editMode;
    await editor.getByRole('heading', { level: 1, name: 'About the Courier' }).waitFor();
    const opened = await api('POST', '/docs/edit/open', { slug: 'about', language: 'en-GB' });
    expect(new URL(editor.url()).searchParams.get('draft')).to.equal(opened.body.draftId);
  });

  it('says each refusal in words, keeps the capture, and sends it again by itself when the service is back', async () => {
    const popup = await openPopup(browsing, await articleTab());
    await connect(browsing, popup, app, userId);
    await popup.getByLabel('Title').waitFor();
    const save = popup.getByRole('button', { name: 'Save draft' });
    const refusal = popup.getByRole('alert');
    const saving = `${app.url}/api/projects/${projectId}/ingest/save`;
    const refuseWith = (status: number, error: string, headers: Record<string, string> = {}) =>
      browsing.context.route(saving, (route) =>
        route.fulfill({ status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ error }) }),
      );

    await refuseWith(403, 'Insufficient permission');
    await save.click();
    await refusal
      .getByText(
        'Saving the draft failed: your role on this project does not allow it. Managers and admins add drafts: choose another project, or ask a manager of this one. Your capture is kept.',
      )
      .waitFor();
    await browsing.context.unroute(saving);

    await refuseWith(413, 'Payload too large');
    await save.click();
    await refusal
      .getByText('Saving the draft failed: the page is too large for the service (Payload too large). Select the part you want and capture the selection.')
      .waitFor();
    await browsing.context.unroute(saving);

    await refuseWith(429, 'Too many requests', { 'retry-after': '2' });
    await save.click();
    await refusal.getByText('Saving the draft failed: too many requests. Trying again in 2 seconds. Your capture is kept.').waitFor();
    await browsing.context.unroute(saving);
    // Tried again after the wait the service asked for (the capture is sent again, then saved).
    await popup.getByRole('heading', { name: 'Saved as a draft' }).waitFor();
    await api('POST', '/docs/edit/discard', { draftId: (await api('POST', '/docs/edit/open', { slug: 'news/towpath', language: 'en-GB' })).body.draftId });

    const capture = await openPopup(browsing, await articleTab());
    await capture.getByLabel('Title').waitFor();
    await browsing.context.route(`${app.url}/**`, (route) => route.abort('connectionrefused'));
    await capture.getByRole('button', { name: 'Save draft' }).click();
    await capture.getByText(`The service at ${app.url} cannot be reached. Your capture is kept. Trying again in 5 seconds.`).waitFor();
    await screenshot(capture, 'extension-unreachable');
    await browsing.context.unroute(`${app.url}/**`);
    await capture.getByRole('heading', { name: 'Saved as a draft' }).waitFor();
  });

  it('asks for a sign-in again when the sign-in has ended, keeping the capture and its edits', async () => {
    const article = await articleTab();
    const popup = await openPopup(browsing, article);
    await connect(browsing, popup, app, userId);
    await popup.getByLabel('Title').fill('Kept through a new sign-in');
    // The person revokes the extension's access on the service (every token of it ends at once).
    const revoked = await app.request('DELETE', '/api/account/connectors/other', { token });
    expect(revoked.status).to.equal(204);

    await popup.getByRole('button', { name: 'Save draft' }).click();
    await popup.getByText('Your sign-in has ended: sign in again. Your capture is kept.').waitFor();
    await popup.getByRole('button', { name: 'Sign in again' }).click();
    await popup.getByText(`Your capture of “${ARTICLE_TITLE} | The Valley Courier” is kept: it is sent once you are signed in.`).waitFor();
    expect(await popup.getByLabel('Service address').inputValue()).to.equal(app.url);
    expect(await accessibilityViolations(popup)).to.deep.equal([]);
    await screenshot(popup, 'extension-sign-in-again');

    await connect(browsing, popup, app, userId, true);
    await popup.getByLabel('Title').waitFor();
    expect(await popup.getByLabel('Title').inputValue()).to.equal('Kept through a new sign-in');
    await popup.getByRole('button', { name: 'Save draft' }).click();
    await popup.getByRole('heading', { name: 'Saved as a draft' }).waitFor();
    expect((await api('POST', '/docs/edit/open', { slug: 'news/towpath', language: 'en-GB' })).body.doc.metadata.title).to.equal('Kept through a new sign-in');
  });
});
