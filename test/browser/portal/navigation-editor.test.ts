import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt, screenshot } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/**
 * Drags `handle` with the mouse, as a person does, until it is over the top of `target` (it
 * would drop above it); `whileOver` looks at the page before the button is let go.
 */
async function dragAbove(page: Page, handle: Locator, target: Locator, whileOver: () => Promise<void>): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await whileOver();
  await page.mouse.up();
}

/** Issue 31, item 5: the site's navigation in the console: header links and sidebar groups, added, edited, reordered (dragged, and by keyboard), removed. */
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

    // By keyboard: the handle focused, Alt+Arrow up twice: it keeps the focus as it moves.
    const titles = (list: Locator) => list.getByRole('listitem').locator('h3').allTextContents();
    await header.getByRole('button', { name: 'Move Pricing', exact: true }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Moved “Pricing” up, to 2 of 3. The site shows it from its next deploy.').waitFor();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Moved “Pricing” up, to 1 of 3. The site shows it from its next deploy.').waitFor();
    expect((await headerOf(projectId)).map((item) => item.label)).to.deep.equal(['Pricing', 'About', 'Blog']);
    expect(await titles(header)).to.deep.equal(['Pricing', 'About', 'Blog']);
    // Or the Move down button, reached and pressed with Enter.
    await header.getByRole('button', { name: 'Move Pricing down' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Moved “Pricing” down, to 2 of 3. The site shows it from its next deploy.').waitFor();
    expect((await headerOf(projectId)).map((item) => item.label)).to.deep.equal(['About', 'Pricing', 'Blog']);
    // A drag called off with Escape moves nothing.
    await dragAbove(page, header.getByRole('button', { name: 'Move Blog', exact: true }), header.getByRole('listitem').first(), async () => {
      expect(await header.getByRole('listitem').first().getAttribute('class')).to.include('pt-reorder--drop-before');
      await page.keyboard.press('Escape');
      expect(await header.locator('.pt-reorder--drop-before, .pt-reorder--dragged').count()).to.equal(0);
    });
    expect(await titles(header)).to.deep.equal(['About', 'Pricing', 'Blog']);
    // By mouse: Blog dragged above Pricing, a line showing where it will drop.
    const cards = header.getByRole('listitem');
    await dragAbove(page, header.getByRole('button', { name: 'Move Blog', exact: true }), cards.nth(1), async () => {
      expect(await cards.nth(1).getAttribute('class')).to.include('pt-reorder--drop-before');
      expect(await cards.nth(2).getAttribute('class')).to.include('pt-reorder--dragged');
      await screenshot(page, 'portal-navigation-reorder');
    });
    await page.getByText('Moved “Blog” up, to 2 of 3. The site shows it from its next deploy.').waitFor();
    expect((await headerOf(projectId)).map((item) => item.label)).to.deep.equal(['About', 'Blog', 'Pricing']);
    expect(await titles(header)).to.deep.equal(['About', 'Blog', 'Pricing']);
    expect(await header.locator('.pt-reorder--drop-before, .pt-reorder--dragged').count()).to.equal(0);

    await header.getByRole('button', { name: 'Edit Blog' }).click();
    const edit = header.getByRole('form', { name: 'Edit Blog' });
    await edit.getByLabel('Link text').fill('Our blog');
    await edit.getByRole('button', { name: 'Save the link' }).click();
    await page.getByText('Saved the link “Our blog”. The site shows it from its next deploy.').waitFor();
    await header.getByRole('button', { name: 'Remove About…' }).click();
    await header.getByRole('button', { name: 'Remove About', exact: true }).click();
    await page.getByText('Removed the link “About”. The site shows it from its next deploy.').waitFor();
    expect(await headerOf(projectId)).to.deep.equal([
      { label: 'Our blog', url: 'https://blog.example.com/' },
      { label: 'Pricing', slug: 'pricing' },
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
    await dragAbove(page, sidebar.getByRole('button', { name: 'Move Help', exact: true }), sidebar.getByRole('listitem').first(), async () => {
      expect(await sidebar.getByRole('listitem').first().getAttribute('class')).to.include('pt-reorder--drop-before');
    });
    await page.getByText('Moved “Help” up, to 1 of 2. The site shows it from its next deploy.').waitFor();
    await sidebar.getByRole('button', { name: 'Move Help', exact: true }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByText('Moved “Help” down, to 2 of 2. The site shows it from its next deploy.').waitFor();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Moved “Help” up, to 1 of 2. The site shows it from its next deploy.').waitFor();
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

  it('shows a member the navigation read only; a manager demoted meanwhile gets the service’s refusal in words, a refused move put back', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'rita', 'Rita’s second', { sam: 'manager', tom: 'member' });
    await asUser(app, 'rita', 'POST', `/api/projects/${projectId}/header-nav-items`, { language: 'en', label: 'Docs', url: 'https://docs.example.com/' });
    await asUser(app, 'rita', 'POST', `/api/projects/${projectId}/header-nav-items`, { language: 'en', label: 'Help', url: 'https://help.example.com/' });
    await signInToPortal(page, app, 'sam', `?project=${projectId}&screen=navigation`);
    const add = page.getByRole('form', { name: 'Add a header link' });
    await add.getByLabel('Link text').fill('Shop');
    await add.getByLabel('Address').fill('https://shop.example.com/');
    await asUser(app, 'rita', 'PATCH', `/api/projects/${projectId}/members/sam`, { role: 'member' });

    const header = page.getByRole('region', { name: 'Header links (en)' });
    await header.getByRole('button', { name: 'Move Docs', exact: true }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await header
      .getByRole('alert')
      .getByText('Moving the link failed: your role on this project does not allow it. Managers and admins edit the navigation.')
      .waitFor();
    expect(await header.getByRole('listitem').locator('h3').allTextContents()).to.deep.equal(['Docs', 'Help']);
    expect((await headerOf(projectId)).map((item) => item.label)).to.deep.equal(['Docs', 'Help']);
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
