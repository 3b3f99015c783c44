import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { OWN_REVISION } from '../../../domain/approvals/approval.js';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { EDIT_MODE_TAB, signInToEditMode } from './support.js';

/** Issue 43: approvals in Edit Mode's publish dialog: the state, Approve for those who may (never the last editor), and a publish once approved. */
describeBrowser('Browser: approvals in Edit Mode', function () {
  this.timeout(180_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });

  it('tells the last editor the draft waits for approval; a second manager approves it, a save makes it stale, and once approved again it publishes', async () => {
    const { app } = fixture;
    const projectId = await projectWith(app, 'ada', 'Acme', { bob: 'manager', carl: 'manager' });
    expect((await asUser(app, 'ada', 'PATCH', `/api/projects/${projectId}/settings/workflow`, { require_approval: true })).status).to.equal(200);
    const save = async (draftId: string, content: string, revision?: number) => {
      const saved = await asUser(app, 'bob', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
        draftId,
        ...(revision === undefined ? {} : { revision }),
        doc_template_id: 'page',
        language: 'en',
        metadata: { slug: 'pricing', title: 'pricing' },
        content,
      });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      return saved.body.draftId as string;
    };
    const draftId = await save('new', 'Our prices.');

    const openPublishDialog = async (page: Page, userId: string) => {
      await signInToEditMode(page, app, userId, `?project=${projectId}&draft=${draftId}`);
      await page.getByRole('heading', { level: 1, name: 'pricing' }).waitFor();
      await page.getByRole('button', { name: 'Publish this page…' }).click();
      return page.getByRole('dialog', { name: 'Publish this page' });
    };

    // Bob made the revision: he reads that it waits, why he cannot approve it, and why it is blocked, in words.
    const bob = fixture.page;
    const bobs = await openPublishDialog(bob, 'bob');
    const bobsApproval = bobs.getByRole('region', { name: 'Approval' });
    await bobsApproval.getByText('Waiting for approval').waitFor();
    await bobsApproval.getByText(`You cannot approve it: ${OWN_REVISION}`).waitFor();
    expect(await bobsApproval.getByRole('button', { name: 'Approve revision 1' }).isDisabled()).to.equal(true);
    await bobs
      .getByRole('region', { name: 'Blocked' })
      .getByText('waiting for approval: a manager or an admin other than its last editor must approve revision 1')
      .waitFor();
    expect(await bobs.getByRole('button', { name: 'Publish 0 pages' }).isDisabled()).to.equal(true);
    await lookAt(bob, 'edit-mode-approval-waiting', { frames: false });
    await bobs.getByRole('button', { name: 'Close' }).click();

    // Carl, another manager, approves it: the dry run checks again and offers the publish.
    const carl = (await fixture.newContext()).page;
    const carls = await openPublishDialog(carl, 'carl');
    const carlsApproval = carls.getByRole('region', { name: 'Approval' });
    await carlsApproval.getByRole('button', { name: 'Approve revision 1' }).click();
    await carlsApproval.getByText('Approved at revision 1 by carl').waitFor();
    await carlsApproval.getByText('Approved revision 1.').waitFor();
    await carls.getByText('1 page will be published.').waitFor();
    await lookAt(carl, 'edit-mode-approval-approved', { frames: false });
    await carls.getByRole('button', { name: 'Close' }).click();

    // Bob saves again: the approval is of revision 1, now stale.
    await save(draftId, 'Our new prices.', 1);
    await carl.getByRole('button', { name: 'Publish this page…' }).click();
    const again = carl.getByRole('dialog', { name: 'Publish this page' });
    const approvalAgain = again.getByRole('region', { name: 'Approval' });
    await approvalAgain.getByText('Approval stale: saved since (revision 2)').waitFor();
    await again.getByText('Nothing can be published yet: every draft is blocked (see why below).').waitFor();
    await lookAt(carl, 'edit-mode-approval-stale', { frames: false });
    await approvalAgain.getByRole('button', { name: 'Approve revision 2' }).click();
    await approvalAgain.getByText('Approved at revision 2 by carl').waitFor();
    await again.getByRole('button', { name: 'Publish 1 page' }).click();
    await again.getByText(/^Published 1 page; the site was deployed at /).waitFor();
    const live = await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/pages?visibility=public`);
    expect(live.body.pages.map((page: { slug: string; revision: number }) => page.slug)).to.deep.equal(['pricing']);
  });

  it('says in words why an approval of a revision saved since is refused', async () => {
    const { app } = fixture;
    const projectId = await projectWith(app, 'ada', 'Acme', { bob: 'manager' });
    expect((await asUser(app, 'ada', 'PATCH', `/api/projects/${projectId}/settings/workflow`, { require_approval: true })).status).to.equal(200);
    const body = { doc_template_id: 'page', language: 'en', metadata: { slug: 'team', title: 'team' } };
    const created = await asUser(app, 'bob', 'POST', `/api/projects/${projectId}/docs/edit/save`, { draftId: 'new', ...body, content: 'Us.' });
    const draftId = created.body.draftId as string;
    const page = fixture.page;
    await signInToEditMode(page, app, 'ada', `?project=${projectId}&draft=${draftId}`);
    await page.getByRole('heading', { level: 1, name: 'team' }).waitFor();
    await page.getByRole('button', { name: 'Publish this page…' }).click();
    const approval = page.getByRole('dialog', { name: 'Publish this page' }).getByRole('region', { name: 'Approval' });
    await approval.getByRole('button', { name: 'Approve revision 1' }).waitFor();
    // Bob saves while Ada reads revision 1.
    expect(
      (await asUser(app, 'bob', 'POST', `/api/projects/${projectId}/docs/edit/save`, { draftId, revision: 1, ...body, content: 'All of us.' })).status,
    ).to.equal(200);
    await approval.getByRole('button', { name: 'Approve revision 1' }).click();
    await approval.getByText('Saved since you looked: review revision 2 and approve again.').waitFor();
    await approval.getByRole('button', { name: 'Approve revision 2' }).waitFor();
  });
});
