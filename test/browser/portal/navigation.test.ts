import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** A draft made over the API, for the tests to open. */
async function draftOf(projectId: string, app: Parameters<typeof asUser>[0], slug: string, content: string): Promise<string> {
  const created = await asUser(app, 'dora', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
    draftId: 'new',
    doc_template_id: 'page',
    language: 'en',
    metadata: { slug, title: slug },
    content,
  });
  return created.body.draftId as string;
}

/** Issue 31: one portal: the navigation (on a phone too), the address and the back button, leaving the editor, publishing. */
describeBrowser('Browser: the portal’s navigation', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('moves between areas and screens by the navigation and the back button, on a phone, marking where the person is', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'dora', 'Dora’s');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToPortal(page, app, 'dora', `?project=${projectId}`);
    const portal = page.getByRole('navigation', { name: 'Portal' });
    expect(await portal.getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).to.equal('true');
    await openScreen(page, 'Settings');
    await page.getByRole('heading', { level: 1, name: 'Project' }).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).to.deep.equal({ project: projectId, screen: 'project' });
    await openScreen(page, 'Settings', 'Members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Members' }).getAttribute('aria-current')).to.equal(
      'page',
    );
    expect(await page.title()).to.equal('Members · Dora’s · Content portal');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Project' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Dora’s' }).waitFor();

    await page.goto(`${app.url}/edit/?screen=nowhere`);
    await page.getByRole('heading', { level: 1, name: 'No such screen' }).waitFor();
    await page.getByRole('link', { name: 'Go to the pages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dora’s' }).waitFor();
  });

  it('keeps the address’s project in the links drawn while the projects are still loading', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'dora', 'Dora’s slow list');
    await projectWith(app, 'dora', 'Dora’s other');
    // The list of projects answers late, so the navigation is drawn (and clicked) before it.
    let release = (): void => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/projects$/, async (route) => {
      await answered;
      await route.continue();
    });
    await signInToPortal(page, app, 'dora', `?project=${projectId}`);
    await openScreen(page, 'Settings');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).to.deep.equal({ project: projectId, screen: 'project' });
    release();
    await page.getByRole('heading', { level: 1, name: 'Project' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).to.equal('Dora’s slow list');
  });

  it('saves the open draft before leaving the pages, and stays (saying why) when it cannot be saved', async () => {
    const { app, page, context } = fixture;
    const projectId = await projectWith(app, 'dora', 'Dora’s drafts');
    const draftId = await draftOf(projectId, app, 'notes', 'Start.');
    await signInToPortal(page, app, 'dora', `?project=${projectId}&draft=${draftId}`);
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('Typed just before going to the settings.');
    await openScreen(page, 'Settings');
    await page.getByRole('heading', { level: 1, name: 'Project' }).waitFor();
    const stored = async () => (await asUser(app, 'dora', 'GET', `/api/projects/${projectId}/docs/edit/${draftId}`)).body.doc.content as string;
    expect(await stored()).to.equal('Typed just before going to the settings.');

    await page.goto(`${app.url}/edit/?project=${projectId}&draft=${draftId}`);
    await body.waitFor();
    await context.route('**/docs/edit/save', (route) => route.abort('connectionfailed'));
    await body.fill('Typed while the service cannot be reached.');
    await openScreen(page, 'Settings');
    await page.getByText('Your changes could not be saved: resolve that before leaving this screen.').waitFor();
    expect(await body.inputValue()).to.equal('Typed while the service cannot be reached.');
    expect(new URL(page.url()).searchParams.get('screen')).to.equal(null);
    await context.unroute('**/docs/edit/save');
    await page.locator('.em-save-status[data-state="saved"]').waitFor();
    expect(await stored()).to.equal('Typed while the service cannot be reached.');
  });

  it('publishes from the Publish screen after the dry run, and lists the history with links to the pages', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'dora', 'Dora publishes');
    await livePage(app, 'dora', projectId, 'about', 'About', 'Live already.');
    await draftOf(projectId, app, 'news', 'Fresh news.');
    await signInToPortal(page, app, 'dora', `?project=${projectId}&screen=publish`);
    await page.getByRole('heading', { level: 2, name: 'Publish history' }).waitFor();
    await page.getByText('Nothing has been published yet.').waitFor();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await dialog.getByText('1 page will be published.').waitFor();
    await dialog.getByRole('button', { name: 'Publish 1 page' }).click();
    await dialog.getByText(/^Published 1 page; the site was deployed at .+\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const history = page.getByRole('list').filter({ hasText: 'by dora' });
    await history.getByRole('link', { name: '/news' }).waitFor();
    await lookAt(page, 'portal-publish');
  });
});
