import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { asUser, projectWith } from './support/api.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { lookAt } from './support/screenshots.js';

const OWNER = 'preview-owner';
const NOTICE_TEXT = 'Preview of an unpublished draft';

/**
 * Issue 43, rough edge 7: a preview link's page says it is an unpublished preview, in a bar the
 * reader may hide (a click, or Space on its control), styled under the page's own policy (no
 * script runs there), mirrored on a right-to-left page; the published page has no such bar.
 */
describeBrowser('Browser: the notice on a preview link’s page', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ tab: false });
  let project: string;

  /** A draft's preview link, as the app serves it on its own port. */
  const previewOf = async (slug: string, language: string, content: string): Promise<string> => {
    const saved = await asUser(fixture.app, OWNER, 'POST', `/api/projects/${project}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language,
      metadata: { slug, title: `Title of ${slug}` },
      content,
    });
    expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
    const link = await asUser(fixture.app, OWNER, 'POST', `/api/projects/${project}/preview-links`, { draft_id: saved.body.draftId });
    expect(link.status, JSON.stringify(link.body)).to.equal(201);
    return `${fixture.app.url}${new URL(link.body.url as string).pathname}`;
  };
  const bar = (page: Page) => page.locator('.cs-preview-bar');

  before(async () => {
    project = await projectWith(fixture.app, OWNER, 'Preview notice');
  });

  it('shows the bar under the page’s own policy, and hides it with a click or with Space from the keyboard', async () => {
    const url = await previewOf('notice', 'en', '# Notice\n\nA draft.');
    // A context of its own, not the fixture's watched one: the page is sandboxed without scripts, so
    // the watched context's init script (which reports policy violations) would be refused in it.
    // Console errors are collected here instead: a stylesheet the policy refused would show there.
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('console', (message) => {
        // Playwright's own evaluations are refused by the sandbox too, and say so: the page itself has no script.
        if (message.type() === 'error' && !/^Blocked script execution in .* sandboxed/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await hidesByClickAndKeyboard(page);
    } finally {
      await context.close();
    }
    expect(errors).to.deep.equal([]);
  });

  const hidesByClickAndKeyboard = async (page: Page) => {
    expect(await bar(page).isVisible()).to.equal(true);
    // No script of the test's may run in the sandboxed page either: what is read, is read through selectors.
    expect(await page.locator('aside[aria-label="Preview notice"]').innerText()).to.include(NOTICE_TEXT);
    // The stylesheet applied under the theme's policy: the checkbox is visually hidden (1 px), the bar is first on the page.
    expect((await page.locator('#cs-preview-hide').boundingBox())?.width).to.equal(1);
    expect((await bar(page).boundingBox())?.y).to.equal(0);
    await page.getByText('Hide this notice').click();
    expect(await bar(page).isVisible()).to.equal(false);

    await page.reload();
    expect(await bar(page).isVisible()).to.equal(true);
    await page.keyboard.press('Tab');
    expect(await page.locator('#cs-preview-hide:focus-visible').count()).to.equal(1);
    await page.keyboard.press('Space');
    expect(await bar(page).isVisible()).to.equal(false);
  };

  it('is accessible and fits a phone and a desktop, light and dark, and mirrors on a right-to-left page', async () => {
    const english = await previewOf('looked-at', 'en', '# Looked at\n\nA draft with a paragraph.');
    const arabic = await previewOf('arabic', 'ar', '# مسودة\n\nفقرة.');
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe runs as a script: the policy is lifted for this context only (the first test ran under it).
      const { page } = await fixture.newContext({ bypassCSP: true, colorScheme });
      await page.goto(english);
      await lookAt(page, `preview-notice-${colorScheme}`);
    }
    const { page } = await fixture.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await page.goto(arabic);
    await lookAt(page, 'preview-notice-rtl');
    const [text, hide] = [(await page.locator('.cs-preview-bar p').boundingBox())!, (await page.locator('.cs-preview-bar label').boundingBox())!];
    expect(hide.x + hide.width, 'the control is on the left of a right-to-left page').to.be.lessThan(text.x);
  });

  it('is never on the published page', async () => {
    const saved = await asUser(fixture.app, OWNER, 'POST', `/api/projects/${project}/pages`, {
      slug: 'published',
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: 'Published' },
      content: '# Published\n\nLive.',
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
    const published = await asUser(fixture.app, OWNER, 'POST', `/api/projects/${project}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).to.be.oneOf([200, 201]);
    const confirmed = await asUser(fixture.app, OWNER, 'POST', `/api/projects/${project}/publish/confirm`, {
      confirmation_token: published.body.confirmation_token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    const { site_url: siteUrl } = (await asUser(fixture.app, OWNER, 'GET', `/api/projects/${project}`)).body as { site_url: string };
    const { page } = await fixture.newContext();
    await page.goto(`${siteUrl}en/published/`);
    expect(await page.locator('h1').innerText()).to.equal('Published');
    expect(await page.locator('.cs-preview-notice').count()).to.equal(0);
    expect(await page.content()).not.to.include(NOTICE_TEXT);
  });
});
