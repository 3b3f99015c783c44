import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/**
 * Issue 44: the console's Translations screen with no translation provider configured (the
 * embedded default): a missing translation made from the matrix holds the source text, every
 * part marked for a person; and the project's glossary edited.
 */
describeBrowser('Browser: the portal’s translations', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('translates a missing page from the matrix without a provider: the draft holds the source, every part marked to translate', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery');
    await livePage(app, 'kim', projectId, 'hampers', 'Hampers', 'We pack gift hampers with bread, jam and cheese.');
    await livePage(app, 'kim', projectId, 'hampers', 'Geschenkkörbe', 'Wir packen Geschenkkörbe.', 'de');
    await livePage(app, 'kim', projectId, 'bread', 'Bread', 'Sourdough every morning.');
    await signInToPortal(page, app, 'kim', `?project=${projectId}`);
    await openScreen(page, 'Pages', 'Translations');
    await page.getByRole('heading', { level: 1, name: 'Translations' }).waitFor();

    const matrix = page.getByRole('table');
    await matrix.getByRole('row', { name: /^\/bread/ }).waitFor();
    // A page written in German, not translated from English: a source of its own.
    expect(
      await matrix
        .getByRole('row', { name: /^\/hampers/ })
        .getByRole('cell')
        .allTextContents(),
    ).to.deep.equal(['● Source', '● Source']);
    expect(
      await matrix
        .getByRole('row', { name: /^\/bread/ })
        .getByRole('cell')
        .allTextContents(),
    ).to.deep.equal(['● Source', '✗ MissingTranslate']);
    await lookAt(page, 'portal-translations-missing');

    await page.getByRole('button', { name: 'Translate /bread into de' }).click();
    await page.getByText('The de translation of /bread is a draft.').waitFor();
    expect(
      await matrix
        .getByRole('row', { name: /^\/bread/ })
        .getByRole('cell')
        .allTextContents(),
    ).to.deep.equal(['● Source', '✎ Draft in progressOpen']);

    // Nothing was translated: the draft holds the English text, every part marked for a person.
    await page.getByRole('button', { name: 'Open the draft' }).click();
    const view = page.getByRole('region', { name: 'Translation from English into German' });
    await view.waitFor();
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).to.equal('Bread');
    expect(await view.getByRole('group', { name: 'Title: source and translation' }).getByText('To translate').count()).to.equal(1);
    expect(await view.getByRole('group', { name: 'Body: source and translation' }).getByText('To translate').count()).to.equal(1);
    expect(await view.getByRole('group', { name: 'Title: source and translation' }).locator('.em-translation__target').getAttribute('dir')).to.equal('ltr');
    await lookAt(page, 'edit-mode-translation-to-translate', { frames: false });
  });

  it('saves the glossary: terms never translated and preferred translations, a line each, and refuses a half line', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery');
    await signInToPortal(page, app, 'kim', `?project=${projectId}&screen=translations`);
    const glossary = page.getByRole('region', { name: 'Glossary' });
    await glossary.getByLabel('Term 1', { exact: true }).fill('Kim’s bakery');
    await glossary.getByRole('button', { name: 'Add a term' }).click();
    await glossary.getByLabel('Term 2', { exact: true }).fill('hamper');
    await glossary.getByLabel('Language of term 2').fill('de');
    await glossary.getByText('Line 2: give both the language and the preferred translation, or neither (never translated).').waitFor();
    expect(await glossary.getByRole('button', { name: 'Save the glossary' }).isDisabled()).to.equal(true);
    await glossary.getByLabel('Preferred translation of term 2').fill('Präsentkorb');
    await glossary.getByRole('button', { name: 'Save the glossary' }).click();
    await page.getByText('Saved the glossary: 2 terms.').waitFor();
    const stored = await asUser(app, 'kim', 'GET', `/api/projects/${projectId}/glossary`);
    expect(stored.body).to.deep.equal({ terms: [{ term: 'Kim’s bakery' }, { term: 'hamper', translations: { de: 'Präsentkorb' } }] });
    await lookAt(page, 'portal-translations-glossary');
  });

  it('shows a member the matrix and the glossary read only, saying why', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery', { lou: 'member' });
    await livePage(app, 'kim', projectId, 'bread', 'Bread', 'Sourdough every morning.');
    await livePage(app, 'kim', projectId, 'hampers', 'Geschenkkörbe', 'Wir packen Geschenkkörbe.', 'de');
    await asUser(app, 'kim', 'PUT', `/api/projects/${projectId}/glossary`, { terms: [{ term: 'Kim’s bakery' }] });
    await signInToPortal(page, app, 'lou', `?project=${projectId}&screen=translations`);
    await page
      .getByRole('note')
      .getByText('Read only: you are a member of “Kim’s bakery”. Managers and admins translate pages and change the glossary.')
      .waitFor();
    const matrix = page.getByRole('table');
    await matrix.getByRole('row', { name: /^\/bread/ }).waitFor();
    expect(await matrix.getByRole('button').count()).to.equal(0);
    const glossary = page.getByRole('region', { name: 'Glossary' });
    expect(await glossary.getByLabel('Term 1', { exact: true }).inputValue()).to.equal('Kim’s bakery');
    expect(await glossary.getByLabel('Term 1', { exact: true }).isDisabled()).to.equal(true);
    expect(await glossary.getByRole('button', { name: 'Save the glossary' }).count()).to.equal(0);
  });
});
