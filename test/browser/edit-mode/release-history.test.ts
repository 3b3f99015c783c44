import { expect } from 'chai';
import { openScreen, signInToPortal } from '../portal/support.js';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { EDIT_MODE_TAB, signInToEditMode } from './support.js';

/**
 * Issue 43, rough edge 6: a release that ran stays in Edit Mode's Releases dialog with how it
 * ended; the publish history (Edit Mode's and the console's) names the release and who scheduled
 * it, and says what was deployed: a publish of the settings alone reads "Site settings", never "0 pages".
 */
describeBrowser('Browser: releases that ran, and the publish history', function () {
  this.timeout(180_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });
  let projectId: string;
  const api = (method: string, rest: string, body?: unknown) => asUser(fixture.app, 'ada', method, `/api/projects/${projectId}${rest}`, body);

  beforeEach(async () => {
    projectId = await projectWith(fixture.app, 'ada', 'Acme', { bob: 'manager' });
    // A release with one draft, published now by its scheduler; then a publish of the settings alone.
    const draft = await api('POST', '/docs/edit/save', {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'launch', title: 'Launch' },
      content: 'Now.',
    });
    expect(draft.status, JSON.stringify(draft.body)).to.equal(200);
    const release = await api('POST', '/releases', { name: 'Spring launch', items: [{ action: 'publish', draft_id: draft.body.draftId }] });
    expect(release.status, JSON.stringify(release.body)).to.equal(201);
    const ran = await api('POST', `/releases/${release.body.id}/publish`, { revision: release.body.revision });
    expect(ran.status, JSON.stringify(ran.body)).to.equal(200);
    expect((await api('PATCH', '/settings/site', { accent_color: '#0f766e' })).status).to.equal(200);
    const dryRun = await api('POST', '/publish', {});
    expect(dryRun.body.manifest.settings_only).to.equal(true);
    expect((await api('POST', '/publish/confirm', { confirmation_token: dryRun.body.confirmation_token })).status).to.equal(200);
  });

  it('lists a release that ran as published in Edit Mode, and its history names the release and says “Site settings”', async () => {
    const page = fixture.page;
    await signInToEditMode(page, fixture.app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: 'Releases' }).click();
    const releases = page.getByRole('dialog', { name: 'Releases' });
    await releases.getByRole('status').getByText('No release is scheduled.', { exact: true }).waitFor();
    const ran = releases.getByRole('list', { name: 'Past releases' }).getByRole('listitem').filter({ hasText: 'Spring launch' });
    await ran.getByText(/^Published at .+\.$/).waitFor();
    await ran.getByText('1 item: publish /launch (en). Scheduled by ada.').waitFor();
    await lookAt(page, 'edit-mode-releases-past', { frames: false });
    await releases.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Publish history' }).click();
    const history = page.getByRole('dialog', { name: 'Publish history' });
    const [settings, release] = [history.getByRole('listitem').nth(0), history.getByRole('listitem').nth(1)];
    await settings.getByText(/ by ada: Site settings$/).waitFor();
    await release.getByText(/ by ada: 1 page$/).waitFor();
    await release.getByText('Release “Spring launch”, scheduled by ada').waitFor();
    expect(await history.getByText(/0 pages/).count()).to.equal(0);
    await lookAt(page, 'edit-mode-publish-history', { frames: false });
  });

  it('says the same in the console’s publish history', async () => {
    const page = fixture.page;
    await signInToPortal(page, fixture.app, 'bob', `?project=${projectId}`);
    await openScreen(page, 'Publish');
    const history = page.getByRole('region', { name: 'Publish history' });
    await history.getByText(/ by ada: Site settings$/).waitFor();
    await history.getByText('Release “Spring launch”, scheduled by ada').waitFor();
    expect(await history.getByText(/0 pages/).count()).to.equal(0);
    await lookAt(page, 'portal-publish-history');
  });
});
