import { expect } from 'chai';
import { OWN_REVISION } from '../../../domain/approvals/approval.js';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 43: approvals in the console: the project's setting (admins), and each draft's approval on the Publish screen, with Approve for those who may. */
describeBrowser('Browser: approvals in the console', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('lets an admin turn approval before publishing on, explained; a manager reads it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ann', 'Ann’s', { ben: 'manager' });
    await signInToPortal(page, app, 'ann', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Project');
    const setting = page.getByLabel('Require approval before publishing: off');
    await setting.waitFor();
    await page.getByText(/each draft is published only once a manager or an admin other than its last editor approved it/).waitFor();
    await setting.check();
    await page.getByText('Approval before publishing is on.').waitFor();
    await page.getByLabel('Require approval before publishing: on').waitFor();
    await lookAt(page, 'portal-project-approval');
    const settings = await asUser(app, 'ann', 'GET', `/api/projects/${projectId}/settings`);
    expect(settings.body.workflow).to.deep.equal({ require_approval: true });

    const manager = (await fixture.newContext()).page;
    await signInToPortal(manager, app, 'ben', `?project=${projectId}&screen=project`);
    const read = manager.getByLabel('Require approval before publishing: on');
    await read.waitFor();
    expect(await read.isDisabled()).to.equal(true);
    await manager.getByText(/Only admins turn approval on or off\./).waitFor();
  });

  it('lists each draft’s approval on the Publish screen: waiting, approved at revision N, stale after a save; Approve only for who may', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ann', 'Ann’s second', { ben: 'manager' });
    expect((await asUser(app, 'ann', 'PATCH', `/api/projects/${projectId}/settings/workflow`, { require_approval: true })).status).to.equal(200);
    const body = { doc_template_id: 'page', language: 'en', metadata: { slug: 'offers', title: 'Offers' } };
    const created = await asUser(app, 'ben', 'POST', `/api/projects/${projectId}/docs/edit/save`, { draftId: 'new', ...body, content: 'Deals.' });
    const draftId = created.body.draftId as string;

    // Ben made it: he reads that it waits, and why he cannot approve it.
    await signInToPortal(page, app, 'ben', `?project=${projectId}&screen=publish`);
    const bensCard = page.getByRole('list', { name: 'Drafts' }).getByRole('listitem').filter({ hasText: '/offers' });
    await bensCard.getByText('Waiting for approval').waitFor();
    await bensCard.getByText(`You cannot approve it: ${OWN_REVISION}`).waitFor();
    expect(await bensCard.getByRole('button').count()).to.equal(0);

    const admin = (await fixture.newContext()).page;
    await signInToPortal(admin, app, 'ann', `?project=${projectId}&screen=publish`);
    const card = admin.getByRole('list', { name: 'Drafts' }).getByRole('listitem').filter({ hasText: '/offers' });
    await card.getByRole('button', { name: 'Approve revision 1' }).click();
    await card.getByText('Approved at revision 1 by ann').waitFor();
    await lookAt(admin, 'portal-publish-approvals');

    expect(
      (await asUser(app, 'ben', 'POST', `/api/projects/${projectId}/docs/edit/save`, { draftId, revision: 1, ...body, content: 'More deals.' })).status,
    ).to.equal(200);
    await admin.reload();
    await card.getByText('Approval stale: saved since (revision 2)').waitFor();
    await card.getByRole('button', { name: 'Approve revision 2' }).waitFor();
  });
});
