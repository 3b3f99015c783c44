import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 42: a project's synonyms, edited in the console, and a question tried as a visitor asks it. */
describeBrowser('Browser: the portal’s search settings', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('finds a page by a word of the site’s own synonyms once they are saved, and refuses a group of one word', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery', { lou: 'member' });
    await livePage(app, 'kim', projectId, 'hampers', 'Hampers', 'We pack gift hampers with bread, jam and cheese.');
    await signInToPortal(page, app, 'kim', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Search');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();

    const question = page.getByRole('searchbox', { name: 'Question' });
    await question.fill('do you send parcels');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No page answers “do you send parcels”.').waitFor();

    const synonyms = page.getByLabel('Words that mean the same here');
    await synonyms.fill('parcel');
    await page.getByText('Line 1 has one word: a group needs two words or more that mean the same.').waitFor();
    expect(await page.getByRole('button', { name: 'Save the synonyms' }).isDisabled()).to.equal(true);
    await synonyms.fill('parcel, hamper\ncoeliac, gluten-free');
    await page.getByRole('button', { name: 'Save the synonyms' }).click();
    await page.getByText('Saved 2 groups of synonyms.').waitFor();
    const stored = await asUser(app, 'kim', 'GET', `/api/projects/${projectId}/settings`);
    expect(stored.body.search).to.deep.equal({
      synonyms: [
        ['parcel', 'hamper'],
        ['coeliac', 'gluten-free'],
      ],
      builtin_synonyms: true,
    });

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'Pages found for “do you send parcels”' });
    await found.getByText('Hampers', { exact: true }).waitFor();
    await lookAt(page, 'portal-search-settings');
  });

  it('shows a member the synonyms read only', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery', { lou: 'member' });
    await signInToPortal(page, app, 'lou', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Search');
    await page.getByText('Managers and admins change the search’s synonyms.').waitFor();
    expect(await page.getByLabel('Words that mean the same here').isDisabled()).to.equal(true);
    expect(await page.getByRole('button', { name: 'Save the synonyms' }).count()).to.equal(0);
  });
});
