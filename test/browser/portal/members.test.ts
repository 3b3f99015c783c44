import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

type Member = { user_id: string; role: string; provisioned: boolean };

/** Issue 31: members in the console: invite, change role, provision for live voice, remove; the last admin stays; a member reads. */
describeBrowser('Browser: the portal’s members', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });
  const membersOf = async (projectId: string, as: string) =>
    (await asUser(fixture.app, as, 'GET', `/api/projects/${projectId}/members`)).body.members as Member[];

  it('adds a member provisioned for live voice, changes their role and provisioning, removes them; refusals in the service’s words', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'tara', 'Tara’s');
    await signInToPortal(page, app, 'tara', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    const tara = cards.filter({ hasText: 'tara (you)' });
    // The only admin: neither leaving nor stepping down, and the screen says why.
    await tara
      .getByText(
        'The project’s only admin: a project must keep at least one admin, so you can neither leave nor step down until another member is made an admin.',
      )
      .waitFor();
    expect(await tara.getByLabel('Role').isDisabled()).to.equal(true);
    expect(await tara.getByRole('button', { name: /Leave/ }).count()).to.equal(0);

    const form = page.getByRole('form', { name: 'Add a member' });
    await form.getByRole('button', { name: 'Add member' }).click();
    await form.getByText('Enter the user id of the person to add.').waitFor();
    await form.getByLabel('User id').fill('uma');
    await form.getByLabel('Role').selectOption('manager');
    await form.getByLabel('Provisioned for live voice').check();
    await form.getByRole('button', { name: 'Add member' }).click();
    await page.getByText('Added uma as a manager.').waitFor();
    expect((await membersOf(projectId, 'tara')).find((m) => m.user_id === 'uma')).to.include({ role: 'manager', provisioned: true });

    await form.getByLabel('User id').fill('uma');
    await form.getByRole('button', { name: 'Add member' }).click();
    await form.getByRole('alert').getByText('Adding the member failed: User is already a member of this project.').waitFor();
    await lookAt(page, 'portal-members');

    const uma = cards.filter({ hasText: 'uma' });
    await uma.getByLabel('Role').selectOption('member');
    await page.getByText('uma is now a member.').waitFor();
    await uma.getByLabel('Live voice').uncheck();
    await page.getByText('uma can no longer start live voice sessions.').waitFor();
    await uma.getByText('Not provisioned: may not start live voice sessions.').waitFor();
    expect((await membersOf(projectId, 'tara')).find((m) => m.user_id === 'uma')).to.include({ role: 'member', provisioned: false });

    // Made an admin, uma lets tara step down; then uma goes.
    await uma.getByLabel('Role').selectOption('admin');
    await page.getByText('uma is now an admin.').waitFor();
    expect(await tara.getByLabel('Role').isDisabled()).to.equal(false);
    await uma.getByRole('button', { name: 'Remove…' }).click();
    await uma.getByText('Remove uma? They lose access at once.').waitFor();
    await uma.getByRole('button', { name: 'Remove uma' }).click();
    await page.getByText('Removed uma from the project.').waitFor();
    expect((await membersOf(projectId, 'tara')).map((m) => m.user_id)).to.deep.equal(['tara']);
  });

  it('lets a manager manage members but not make admins, and says a refusal of the service in its words', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'vera', 'Vera’s', { walt: 'manager', xena: 'member' });
    await signInToPortal(page, app, 'walt', `?project=${projectId}&screen=members`);
    const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    const xena = cards.filter({ hasText: 'xena' });
    await xena.getByLabel('Role').waitFor();
    expect(await xena.getByLabel('Role').locator('option').allTextContents()).to.deep.equal(['member', 'manager']);
    expect(await cards.filter({ hasText: 'vera' }).getByLabel('Role').isDisabled()).to.equal(true);
    expect(await page.getByRole('form', { name: 'Add a member' }).getByLabel('Role').locator('option').allTextContents()).to.deep.equal([
      'member (reads)',
      'manager (edits, publishes, manages)',
    ]);

    // Demoted meanwhile (in another tab, by the admin): the next change is refused, said in words.
    await asUser(app, 'vera', 'PATCH', `/api/projects/${projectId}/members/walt`, { role: 'member' });
    // Refused, the box goes back at once: a click, not check() (which waits for it to stay checked).
    await xena.getByLabel('Live voice').click();
    await page
      .getByRole('alert')
      .getByText(
        'Provisioning for live voice failed: your role on this project does not allow it. Managers and admins add, change and remove members; only an admin makes someone an admin.',
      )
      .waitFor();
    expect(await xena.getByLabel('Live voice').isChecked()).to.equal(false);
  });

  it('shows a member the members read only, saying why', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'yann', 'Yann’s', { zoe: 'member' });
    await signInToPortal(page, app, 'zoe', `?project=${projectId}&screen=members`);
    await page
      .getByRole('note')
      .getByText('Read only: you are a member of “Yann’s”. Managers and admins add, change and remove members; only an admin makes someone an admin.')
      .waitFor();
    const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await cards.first().waitFor();
    for (const select of await page.getByLabel('Role').all()) expect(await select.isDisabled()).to.equal(true);
    expect(await page.getByRole('form', { name: 'Add a member' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: /Remove/ }).count()).to.equal(0);
    await lookAt(page, 'portal-members-read-only');
  });
});
