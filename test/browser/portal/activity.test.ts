import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 33: the project's activity log in the console, for admins: paged, filtered by who and by operation. */
describeBrowser('Browser: the portal’s activity log', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  async function draftsBy(projectId: string, userId: string, count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const saved = await asUser(fixture.app, userId, 'POST', `/api/projects/${projectId}/docs/edit/save`, {
        draftId: 'new',
        doc_template_id: 'page',
        language: 'en',
        metadata: { slug: `${userId}-${i}`, title: `Page ${i}` },
        content: 'Words.',
      });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    }
  }

  it('shows an admin every write, newest first, a page at a time, filtered by who and by operation', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ann', 'Ann’s log', { ben: 'manager' });
    await draftsBy(projectId, 'ben', 26);
    await asUser(app, 'ann', 'PATCH', `/api/projects/${projectId}`, { name: 'Ann’s activity' });
    await signInToPortal(page, app, 'ann', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Activity');
    const entries = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');
    await entries
      .first()
      .getByText(/update_project on project/)
      .waitFor();
    expect(await entries.count()).to.equal(25);
    await page.getByRole('button', { name: 'Show older' }).click();
    await entries.nth(28).waitFor();
    await lookAt(page, 'portal-activity');

    await page.getByLabel('Operation (such as save_draft)').fill('update_project');
    await page.getByRole('button', { name: 'Filter' }).click();
    await entries.first().getByText(/ann/).waitFor();
    await page.getByRole('button', { name: 'Show older' }).waitFor({ state: 'detached' });
    expect(await entries.count()).to.equal(1);

    await page.getByLabel('Operation (such as save_draft)').fill('');
    await page.getByLabel('Who (a user, API key or OAuth client id)').fill('nobody');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No change matches these filters.').waitFor();
  });

  it('shows a manager that only admins read it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ann', 'Ann’s second', { ben: 'manager' });
    await signInToPortal(page, app, 'ben', `?project=${projectId}&screen=activity`);
    await page.getByRole('note').getByText('Read only: you are a manager of “Ann’s second”. Only admins read the activity log.').waitFor();
    await lookAt(page, 'portal-activity-manager');
  });
});
