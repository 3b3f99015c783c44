import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31: the projects of the console: list, create from a starter kit, rename, delete with a typed confirmation; the plan and its limit. */
describeBrowser('Browser: the portal’s projects', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('creates the first project from a starter kit where it used to say to call the API, and opens its draft pages', async () => {
    const { app, page } = fixture;
    await signInToPortal(page, app, 'nina');
    await page.getByRole('heading', { level: 1, name: 'No project yet' }).waitFor();
    await page.getByText('ask a project’s manager to add you with your user id, nina.').waitFor();
    await lookAt(page, 'portal-no-project');

    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Enter a name for the project.').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).to.equal('true');
    await page.getByLabel('Name', { exact: true }).fill('Nina’s bakery');
    await page.getByLabel('Start with').selectOption('business');
    await page
      .getByText(/A landing page, about and contact pages.*Its pages start as drafts \(Home, About us, Contact, Frequently asked questions\)/)
      .waitFor();
    await page.getByLabel('Default language').fill('not a language!');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Creating the project failed: the service refused it: default_language must be a BCP-47 language code.').waitFor();
    await page.getByLabel('Default language').fill('fr');
    await page.getByRole('button', { name: 'Create project' }).click();

    await page.getByText('Created the project “Nina’s bakery”.').waitFor();
    const list = page.getByRole('navigation', { name: 'Pages', exact: true });
    for (const title of ['Home', 'About us', 'Contact', 'Frequently asked questions'])
      await list.getByRole('button', { name: new RegExp(`${title}.*New draft`) }).waitFor();
    expect(await page.getByLabel('Project').inputValue())
      .to.be.a('string')
      .and.not.equal('');
    const projects = (await asUser(app, 'nina', 'GET', '/api/projects')).body.projects;
    expect(projects.map((p: { name: string; default_language: string; role: string }) => [p.name, p.default_language, p.role])).to.deep.equal([
      ['Nina’s bakery', 'fr', 'admin'],
    ]);
  });

  it('lists the person’s projects with their role, the plan and its daily live-session limit, and opens one', async () => {
    const { app, page } = fixture;
    const mine = await projectWith(app, 'olga', 'Olga’s own');
    await projectWith(app, 'pavel', 'Pavel’s, where Olga reads', { olga: 'member' });
    await signInToPortal(page, app, 'olga', '?screen=projects');
    const cards = page.getByRole('list', { name: 'Your projects' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).to.equal(2);
    const own = cards.filter({ hasText: 'Olga’s own' });
    await own.getByText('Your role: admin').waitFor();
    await own.getByText(/^Trial: 5 live voice sessions a day per person\. It ends on .+\.$/).waitFor();
    await cards.filter({ hasText: 'Pavel’s' }).getByText('Your role: member').waitFor();
    await lookAt(page, 'portal-projects');

    await own.getByRole('link', { name: 'Olga’s own', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Olga’s own' }).waitFor();
    expect(new URL(page.url()).searchParams.get('project')).to.equal(mine);
  });

  it('renames the project and deletes it after its name is typed, saying what goes with it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'quinn', 'Quinn draft name');
    await signInToPortal(page, app, 'quinn', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Project');
    await page.getByRole('heading', { level: 1, name: 'Project' }).waitFor();
    await page.getByText(/^Trial: 5 live voice sessions a day per person\./).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Quinn Studio');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved the project’s name and language.').waitFor();
    expect(await page.getByLabel('Project').locator('option:checked').textContent()).to.equal('Quinn Studio (admin)');
    expect((await asUser(app, 'quinn', 'GET', `/api/projects/${projectId}`)).body.name).to.equal('Quinn Studio');
    await lookAt(page, 'portal-project');

    await page.getByRole('button', { name: 'Delete project…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Quinn Studio”?' });
    await dialog
      .getByText(
        /permanently deletes the project “Quinn Studio” and all of its data: pages, drafts and their versions, images, API keys, webhooks and its site/,
      )
      .waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete this project' });
    expect(await confirm.isDisabled()).to.equal(true);
    await dialog.getByLabel('Type the project’s name, Quinn Studio, to confirm').fill('Quinn studio');
    expect(await confirm.isDisabled()).to.equal(true);
    await lookAt(page, 'portal-delete-project');
    // Escape keeps it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await asUser(app, 'quinn', 'GET', `/api/projects/${projectId}`)).status).to.equal(200);

    await page.getByRole('button', { name: 'Delete project…' }).click();
    await dialog.getByLabel('Type the project’s name, Quinn Studio, to confirm').fill('Quinn Studio');
    await confirm.click();
    await page.getByText('Deleted the project “Quinn Studio” and all of its data.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'No project yet' }).waitFor();
    expect((await asUser(app, 'quinn', 'GET', `/api/projects/${projectId}`)).status).to.equal(404);
  });

  it('shows a member the project read only, saying why, with nothing to save or delete', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'rosa', 'Rosa’s', { sam: 'member' });
    await signInToPortal(page, app, 'sam', `?project=${projectId}&screen=project`);
    await page.getByRole('note').getByText('Read only: you are a member of “Rosa’s”. Managers and admins rename the project; only admins delete it.').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('readonly')).to.not.equal(null);
    expect(await page.getByRole('button', { name: 'Save' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Delete project…' }).count()).to.equal(0);
    await lookAt(page, 'portal-project-read-only');
  });
});
