import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { startDevIssuerApp } from '../../http/sign-in/support.js';
import { browserReachable } from '../../support/free-port.js';
import { TranslatorStandIn } from '../../support/stand-ins/translator.js';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, previewShows, signInToEditMode } from './support.js';

/** Publishes the page open in the editor, as an editor does. */
async function publishThisPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish this page…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this page' });
  await dialog.getByRole('button', { name: 'Publish 1 page' }).click();
  await dialog.getByText(/^Published 1 page; the site was deployed at /).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Opens a page of the list in `language`. */
async function openListed(page: Page, language: string, title: RegExp): Promise<void> {
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByLabel('Language').selectOption(language);
  await pages.getByRole('button', { name: title }).click();
}

/**
 * Issue 44's "Done when": an editor translates an English page into Arabic (through a loopback
 * stand-in of a LibreTranslate server), reviews it side by side, publishes it; edits and
 * publishes the English page; sees the Arabic page marked outdated with what changed; updates
 * and publishes it; the console's matrix shows it up to date.
 */
describeBrowser('Browser: translating a page', function () {
  this.timeout(180_000);
  let translator: TranslatorStandIn | null = null;
  const fixture = useBrowser({
    context: EDIT_MODE_TAB,
    app: async () => {
      translator = await TranslatorStandIn.start({ apiKey: null });
      return startDevIssuerApp({
        SIGN_IN_RATE_LIMIT: '100000',
        ...(await browserReachable()),
        TRANSLATOR_PROVIDER: 'http',
        TRANSLATOR_URL: translator.url,
      });
    },
  });
  after(async () => translator?.stop());

  it('translates into Arabic, reviews side by side, publishes, follows the English page’s change, and the matrix shows it up to date', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'Bilingual');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make sturdy things in Bergen.');

    // Translate: from the English page, into Arabic, through the stand-in.
    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /About us/ }).click();
    await page.getByRole('button', { name: 'Translate into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translate into another language' });
    await dialog.getByLabel('Language').fill('ar');
    await lookAt(page, 'edit-mode-translate', { frames: false });
    await dialog.getByRole('button', { name: 'Translate' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Side by side: English on one side, the Arabic draft's fields on the other, right to left.
    const view = page.getByRole('region', { name: 'Translation from English into Arabic' });
    await view.waitFor();
    const title = view.getByRole('group', { name: 'Title: source and translation' });
    expect(await title.locator('.em-translation__source').getAttribute('dir')).to.equal('ltr');
    expect(await title.locator('.em-translation__source').textContent()).to.equal('Title (English)About us');
    expect(await title.locator('.em-translation__target').getAttribute('dir')).to.equal('rtl');
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).to.equal('[ar] About us');
    expect(await page.getByLabel('Body', { exact: true }).inputValue()).to.equal('[ar] We make sturdy things in Bergen.');
    expect(await view.getByText('To translate').count()).to.equal(0);
    expect(translator!.requests.length).to.be.greaterThan(0);
    await previewShows(page, 'We make sturdy');
    await lookAt(page, 'edit-mode-translation', { frames: false });
    await publishThisPage(page);

    // The English page changes and is published again.
    await openListed(page, 'en', /About us/);
    await page.getByLabel('Body', { exact: true }).fill('We make sturdy jackets in Bergen.');
    await allSaved(page);
    await publishThisPage(page);

    // The Arabic page is outdated (the page list says so): what changed in English, word by word.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByLabel('Language').selectOption('ar');
    await pages
      .getByRole('button', { name: /About us/ })
      .getByText('Outdated')
      .waitFor();
    await openListed(page, 'ar', /About us/);
    const outdated = page.getByRole('region', { name: /^English changed since this translation \(revision \d+ → \d+\)$/ });
    await outdated.waitFor();
    expect(
      await outdated
        .getByRole('region', { name: /^Body: Revision/ })
        .first()
        .locator('del')
        .allTextContents(),
    ).to.deep.equal(['removed: things']);
    expect(
      await outdated
        .getByRole('region', { name: /^Body: Revision/ })
        .last()
        .locator('ins')
        .allTextContents(),
    ).to.deep.equal(['added: jackets']);
    await lookAt(page, 'edit-mode-translation-outdated', { frames: false });

    // The translator follows the change, marks it up to date and publishes.
    await page.getByLabel('Body', { exact: true }).fill('[ar] We make sturdy jackets in Bergen.');
    await allSaved(page);
    await outdated.getByRole('button', { name: /^Mark as up to date with revision \d+$/ }).click();
    await page.getByText(/^Up to date with revision \d+ of the English page\.$/).waitFor();
    await allSaved(page);
    await publishThisPage(page);

    // The console's matrix: the Arabic page is up to date.
    await page.goto(`${app.url}/edit/?project=${projectId}&screen=translations`);
    const matrix = page.getByRole('table');
    const about = matrix.getByRole('row', { name: /^\/about/ });
    await about.waitFor();
    expect(await about.getByRole('cell').allTextContents()).to.deep.equal(['● Source', '✓ Up to date']);
    await lookAt(page, 'portal-translations');
  });

  it('refuses its own language, says why a translation failed when the provider is down, and leaves no draft', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'Bilingual');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make sturdy things in Bergen.');
    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /About us/ }).click();
    await page.getByRole('button', { name: 'Translate into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translate into another language' });
    await dialog.getByLabel('Language').fill('en');
    await dialog.getByRole('button', { name: 'Translate' }).click();
    await dialog.getByRole('alert').getByText('The page is already in en: choose another language.').waitFor();

    translator!.failWith(503);
    try {
      await dialog.getByLabel('Language').fill('ar');
      await dialog.getByRole('button', { name: 'Translate' }).click();
      await dialog.getByRole('alert').getByText('Translating failed: translator answered 503: Translation service unavailable.').waitFor();
    } finally {
      translator!.failWith(null);
    }
    const status = await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/translations/status`);
    expect(status.body.pages).to.deep.equal([{ slug: 'about', languages: { en: 'source' } }]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
