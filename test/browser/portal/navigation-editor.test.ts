import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 5: the site's navigation in the console: header links and sidebar groups, added, edited, reordered by keyboard, removed. */
describeBrowser('Browser: the portal’s navigation editor', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });
  const headerOf = async (projectId: string) =>
    (
      (await asUser(fixture.app, 'rita', 'GET', `/api/projects/${projectId}/header-nav-items?language=en`)).body.header_nav_items as Array<
        Record<string, unknown>
      >
    )
      .sort((a, b) => (a.position as number) - (b.position as number))
      .map(({ label, slug, url }) => ({ label, ...(slug === undefined ? { url } : { slug }) }));
  const sidebarOf = async (projectId: string) =>
    ((await asUser(fixture.app, 'rita', 'GET', `/api/projects/${projectId}/sidebar-groups?language=en`)).body.sidebar_groups as Array<Record<string, unknown>>)
      .sort((a, b) => (a.position as number) - (b.position as number))
      .map(({ title, items }) => ({ title, items }));

  it('adds header links to pages and elsewhere, reorders them by keyboard, edits and removes one; builds sidebar groups', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'rita', 'Rita’s');
    await livePage(app, 'rita', projectId, 'about', 'About us', '# About');
    await livePage(app, 'rita', projectId, 'pricing', 'Pricing', '# Pricing');
    await livePage(app, 'rita', projectId, 'accueil', 'Accueil', '# Accueil', 'fr');
    await signInToPortal(page, app, 'rita', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Navigation');

    const header = page.getByRole('region', { name: 'Header links (en)' });
    const add = header.getByRole('form', { name: 'Add a header link' });
    await add.getByLabel('Link text').fill('About');
    await add.getByLabel('Links to').selectOption({ label: 'About us (/about)' });
    await add.getByRole('button', { name: 'Add the link' }).click();
    await page.getByText('Added the link “About”. The site shows it from its next deploy.').waitFor();
    await add.getByLabel('Link text').fill('Blog');
    await add.getByLabel('Links to').selectOption({ label: 'Another address…' });
    await add.getByLabel('Address').fill('blog.example.com');
    await add.getByText('An address starting with https:// or http://.').waitFor();
    await add.getByLabel('Address').fill('https://blog.example.com/');
    await add.getByRole('button', { name: 'Add the link' }).click();
    await page.getByText('Added the link “Blog”. The site shows it from its next deploy.').waitFor();
    await add.getByLabel('Link text').fill('Pricing');
    await add.getByLabel('Links to').selectOption({ label: 'Pricing (/pricing)' });
    await add.getByRole('button', { name: 'Add the link' }).click();
    await page.getByText('Added the link “Pricing”. The site shows it from its next deploy.').waitFor();

    // By keyboard: the button reached and pressed with Enter.
    await header.getByRole('button', { name: 'Move Pricing up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Moved “Pricing” up. The site shows it from its next deploy.').waitFor();
    expect((await headerOf(projectId)).map((item) => item.label)).to.deep.equal(['About', 'Pricing', 'Blog']);
    expect(await header.getByRole('listitem').locator('h3').allTextContents()).to.deep.equal(['About', 'Pricing', 'Blog']);

    await header.getByRole('button', { name: 'Edit Blog' }).click();
    const edit = header.getByRole('form', { name: 'Edit Blog' });
    await edit.getByLabel('Link text').fill('Our blog');
    await edit.getByRole('button', { name: 'Save the link' }).click();
    await page.getByText('Saved the link “Our blog”. The site shows it from its next deploy.').waitFor();
    await header.getByRole('button', { name: 'Remove About…' }).click();
    await header.getByRole('button', { name: 'Remove About', exact: true }).click();
    await page.getByText('Removed the link “About”. The site shows it from its next deploy.').waitFor();
    expect(await headerOf(projectId)).to.deep.equal([
      { label: 'Pricing', slug: 'pricing' },
      { label: 'Our blog', url: 'https://blog.example.com/' },
    ]);

    const sidebar = page.getByRole('region', { name: 'Sidebar groups (en)' });
    const addGroup = sidebar.getByRole('form', { name: 'Add a sidebar group' });
    await addGroup.getByRole('button', { name: 'Add the group' }).click();
    await addGroup.getByText('Enter the group’s title.').waitFor();
    await addGroup.getByLabel('Group title').fill('Company');
    await addGroup.getByLabel('About us (/about)').check();
    await addGroup.getByLabel('Pricing (/pricing)').check();
    await addGroup.getByRole('button', { name: 'Add the group' }).click();
    await page.getByText('Added the group “Company”. The site shows it from its next deploy.').waitFor();
    await addGroup.getByLabel('Group title').fill('Help');
    await addGroup.getByRole('button', { name: 'Add the group' }).click();
    await page.getByText('Added the group “Help”. The site shows it from its next deploy.').waitFor();
    await sidebar.getByRole('button', { name: 'Move Help up' }).click();
    await page.getByText('Moved “Help” up. The site shows it from its next deploy.').waitFor();
    await sidebar.getByRole('button', { name: 'Edit Company' }).click();
    await sidebar.getByRole('form', { name: 'Edit Company' }).getByLabel('Pricing (/pricing)').uncheck();
    await sidebar.getByRole('button', { name: 'Save the group' }).click();
    await page.getByText('Saved the group “Company”. The site shows it from its next deploy.').waitFor();
    await sidebar.getByText('Lists About us.').waitFor();
    expect(await sidebarOf(projectId)).to.deep.equal([
      { title: 'Help', items: [] },
      { title: 'Company', items: [{ slug: 'about', label: 'About us' }] },
    ]);
    await lookAt(page, 'portal-navigation');

    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('region', { name: 'Header links (fr)' }).getByText('No header link in this language yet.').waitFor();
  });

  it('shows a member the navigation read only; a manager demoted meanwhile gets the service’s refusal in words', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'rita', 'Rita’s second', { sam: 'manager', tom: 'member' });
    await asUser(app, 'rita', 'POST', `/api/projects/${projectId}/header-nav-items`, { language: 'en', label: 'Docs', url: 'https://docs.example.com/' });
    await signInToPortal(page, app, 'sam', `?project=${projectId}&screen=navigation`);
    const add = page.getByRole('form', { name: 'Add a header link' });
    await add.getByLabel('Link text').fill('Shop');
    await add.getByLabel('Address').fill('https://shop.example.com/');
    await asUser(app, 'rita', 'PATCH', `/api/projects/${projectId}/members/sam`, { role: 'member' });
    await add.getByRole('button', { name: 'Add the link' }).click();
    await add
      .getByRole('alert')
      .getByText('Adding the link failed: your role on this project does not allow it. Managers and admins edit the navigation.')
      .waitFor();

    const { page: toms } = await fixture.newContext();
    await signInToPortal(toms, app, 'tom', `?project=${projectId}&screen=navigation`);
    await toms.getByRole('note').getByText('Read only: you are a member of “Rita’s second”. Managers and admins edit the navigation.').waitFor();
    await toms.getByText('To https://docs.example.com/').waitFor();
    expect(
      await toms
        .getByRole('button')
        .filter({ hasText: /Edit|Remove|Add|Move|Apply/ })
        .count(),
    ).to.equal(0);
    await lookAt(toms, 'portal-navigation-read-only');
  });
});
