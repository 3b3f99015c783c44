import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 10: live pages in the console: each one's visibility, and deleting one; a member reads. */
describeBrowser('Browser: the portal’s live pages', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('makes a page unlisted and public again, deletes another after a second press, and shows a member the pages read only', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ivy', 'Ivy’s', { jon: 'member' });
    const about = await livePage(app, 'ivy', projectId, 'about', 'About', '# About');
    await livePage(app, 'ivy', projectId, 'old-news', 'Old news', '# Old');
    const siteUrl = (await asUser(app, 'ivy', 'GET', `/api/projects/${projectId}`)).body.site_url as string;
    await signInToPortal(page, app, 'ivy', `?project=${projectId}`);
    await openScreen(page, 'Pages', 'Live pages');
    const cards = page.getByRole('list', { name: 'Live pages' }).getByRole('listitem');
    const aboutCard = cards.filter({ hasText: 'About' });
    await aboutCard.getByRole('link', { name: `${siteUrl}en/about/` }).waitFor();
    await aboutCard.getByLabel('Visibility').selectOption('unlisted');
    await page.getByText('About is unlisted now.').waitFor();
    await aboutCard.getByText('reachable by its address only: not in the index, navigation or search').waitFor();
    expect((await asUser(app, 'ivy', 'GET', `/api/projects/${projectId}/pages/${about.id}`)).body.visibility).to.equal('unlisted');
    await lookAt(page, 'portal-live-pages');
    await aboutCard.getByLabel('Visibility').selectOption('public');
    await page.getByText('About is public now.').waitFor();

    const old = cards.filter({ hasText: 'Old news' });
    await old.getByRole('button', { name: 'Delete Old news…' }).click();
    await old.getByText('Delete Old news? It cannot be undone.').waitFor();
    await old.getByRole('button', { name: 'Delete Old news', exact: true }).click();
    await page.getByText('Deleted Old news.').waitFor();
    expect(await cards.count()).to.equal(1);
    expect(((await asUser(app, 'ivy', 'GET', `/api/projects/${projectId}/pages`)).body.pages as Array<{ slug: string }>).map((p) => p.slug)).to.deep.equal([
      'about',
    ]);

    const { page: jons } = await fixture.newContext();
    await signInToPortal(jons, app, 'jon', `?project=${projectId}&screen=live-pages`);
    await jons.getByRole('note').getByText('Read only: you are a member of “Ivy’s”. Managers and admins change and delete pages.').waitFor();
    expect(await jons.getByLabel('Visibility').isDisabled()).to.equal(true);
    expect(await jons.getByRole('button', { name: /^Delete/ }).count()).to.equal(0);
  });
});
