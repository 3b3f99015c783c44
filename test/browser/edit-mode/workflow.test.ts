import { expect } from 'chai';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, signInToEditMode } from './support.js';

/** Issue 33 in Edit Mode: presence and take-over, a release scheduled from the publish dialog, preview links. */
describeBrowser('Browser: Edit Mode’s editorial workflow', function () {
  this.timeout(180_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });
  let projectId: string;

  // A project of its own per test: the publish dialog lists every draft of it.
  beforeEach(async () => {
    projectId = await projectWith(fixture.app, 'ada', 'Acme', { bob: 'manager' });
  });

  /** A new draft, made over the API. */
  async function newDraft(slug: string, content: string): Promise<string> {
    const created = await asUser(fixture.app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug, title: slug },
      content,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    return created.body.draftId as string;
  }

  async function openDraft(page: Page, userId: string, draftId: string, slug: string): Promise<void> {
    await signInToEditMode(page, fixture.app, userId, `?project=${projectId}&draft=${draftId}`);
    await page.getByRole('heading', { level: 1, name: slug }).waitFor();
  }

  const presence = (page: Page) => page.getByRole('region', { name: 'Who else is here' });
  const body = (page: Page) => page.getByLabel('Body', { exact: true });

  it('shows two people on one draft each other, and each other’s saves, without reloading; a take-over tells the other', async () => {
    const draftId = await newDraft('together', 'First words.');
    const ada = fixture.page;
    await openDraft(ada, 'ada', draftId, 'together');
    await presence(ada).getByText('No one else has this draft open.').waitFor();
    const bob = (await fixture.newContext()).page;
    await openDraft(bob, 'bob', draftId, 'together');

    await presence(ada)
      .getByText(/Also here: .*bob/)
      .waitFor();
    await presence(bob)
      .getByText(/Also here: .*ada/)
      .waitFor();

    // Bob's save reaches Ada's editor as it lands, offered to load.
    await body(bob).fill('Bob wrote this.');
    await allSaved(bob);
    await presence(ada)
      .getByText(/bob saved revision 2 at /)
      .waitFor();
    await lookAt(ada, 'edit-mode-presence', { frames: false });
    await presence(ada).getByRole('button', { name: 'Load revision 2' }).click();
    await ada.getByText(/’s save \(revision 2\) is in the editor\./).waitFor();
    expect(await body(ada).inputValue()).to.equal('Bob wrote this.');
    // And Ada's reaches Bob's.
    await body(ada).fill('Ada answers.');
    await allSaved(ada);
    await presence(bob).getByRole('button', { name: 'Load revision 3' }).click();
    await bob.getByText(/’s save \(revision 3\) is in the editor\./).waitFor();
    expect(await body(bob).inputValue()).to.equal('Ada answers.');

    // Bob takes over: Ada is told, and her editor stops taking typing until she takes it back.
    await presence(bob).getByRole('button', { name: 'Take over' }).click();
    await presence(bob)
      .getByText(/You are editing\./)
      .waitFor();
    const told = presence(ada).getByRole('alert');
    await told.getByText(/took over this draft at .*Editing is paused here/).waitFor();
    expect(await ada.locator('.em-body').evaluate((node) => (node as unknown as { inert: boolean }).inert)).to.equal(true);
    await lookAt(ada, 'edit-mode-taken-over', { frames: false });
    await told.getByRole('button', { name: 'Take it back' }).click();
    await bob.getByText(/took over this draft at/).waitFor();
    expect(await ada.locator('.em-body').evaluate((node) => (node as unknown as { inert: boolean }).inert)).to.equal(false);
  });

  it('offers a save of someone else’s before a save of unsaved work meets a 409', async () => {
    const draftId = await newDraft('offered', 'Start.');
    const ada = fixture.page;
    await openDraft(ada, 'ada', draftId, 'offered');
    // Bob saves over the API while Ada has typed and not saved yet.
    await body(ada).fill('Ada typing…');
    const saved = await asUser(fixture.app, 'bob', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId,
      language: 'en',
      metadata: { title: 'offered' },
      content: 'Bob got there first.',
      revision: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    // Either the offer comes first, or Ada's autosave met the 409: both say it plainly; the offer loads theirs.
    const offer = presence(ada).getByRole('button', { name: 'Load revision 2' });
    const conflict = ada.getByRole('alert').filter({ hasText: 'Someone else changed this draft' });
    await offer.or(conflict).first().waitFor();
    if (await offer.isVisible()) {
      await offer.click();
      await ada.getByText('Your text (not saved)').waitFor();
      expect(await body(ada).inputValue()).to.equal('Bob got there first.');
    }
  });

  it('schedules a release from the publish dialog, in a time zone, lists it as upcoming, and cancels it', async () => {
    const draftId = await newDraft('launch', 'Launching soon.');
    const page = fixture.page;
    await openDraft(page, 'ada', draftId, 'launch');
    await page.getByRole('button', { name: 'Publish all…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    const later = dialog.getByRole('region', { name: 'Publish later' });
    await later.getByLabel('Release name').fill('Spring launch');
    await later.getByLabel('Publish at').fill('2030-01-15T09:00');
    await later.getByLabel('Time zone').selectOption('Europe/Berlin');
    await lookAt(page, 'edit-mode-schedule-release', { frames: false });
    await later.getByRole('button', { name: 'Schedule release' }).click();
    await later.getByText(/Scheduled “Spring launch” for .*9:00.* \(Europe\/Berlin\)\./).waitFor();

    const listed = await asUser(fixture.app, 'ada', 'GET', `/api/projects/${projectId}/releases?status=scheduled`);
    const release = (
      listed.body.releases as Array<{ name: string; publish_at: string; time_zone: string; items: Array<{ draft_id: string; revision: number }> }>
    ).find((r) => r.name === 'Spring launch')!;
    expect(release).to.deep.include({ publish_at: '2030-01-15T08:00:00.000Z', time_zone: 'Europe/Berlin' });
    expect(release.items).to.have.length(1);
    expect(release.items[0]).to.include({ draft_id: draftId, revision: 1 });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Releases' }).click();
    const releases = page.getByRole('dialog', { name: 'Releases' });
    const item = releases.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: 'Spring launch' });
    await item.getByText(/9:00.*\(Europe\/Berlin\)/).waitFor();
    await item.getByText(/publish \/launch \(en\)/).waitFor();
    await lookAt(page, 'edit-mode-releases', { frames: false });
    await item.getByRole('button', { name: 'Cancel “Spring launch”' }).click();
    await releases.getByText('Cancelled “Spring launch”: it will not run. No release is scheduled.').waitFor();
    // Issue 43: a release that ended stays listed, with how it ended.
    const ended = releases.getByRole('list', { name: 'Past releases' }).getByRole('listitem').filter({ hasText: 'Spring launch' });
    await ended.getByText(/^Cancelled at .*: it will not run\.$/).waitFor();
    expect(await ended.getByRole('button').count()).to.equal(0);
    const after = await asUser(fixture.app, 'ada', 'GET', `/api/projects/${projectId}/releases?status=scheduled`);
    expect((after.body.releases as Array<{ name: string }>).map((r) => r.name)).to.not.include('Spring launch');
  });

  it('makes a preview link that opens without signing in, in the site’s theme, and stops once revoked', async () => {
    const draftId = await newDraft('sneak-peek', 'A **sneak peek** of the new page.');
    const page = fixture.page;
    await openDraft(page, 'ada', draftId, 'sneak-peek');
    await page.getByRole('button', { name: 'Share preview…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a preview' });
    await dialog.getByLabel('Expires after').selectOption({ label: '1 week' });
    await dialog.getByLabel('Most views (optional)').fill('5');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const address = dialog.getByLabel('Preview link');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).to.match(/\/preview\/[^/]+$/);
    await dialog.getByText(/1 view of 5|0 views of 5/).waitFor();
    await lookAt(page, 'edit-mode-preview-link', { frames: false });

    // Someone else, in a browser that never signed in.
    const visitor = (await fixture.newContext()).page;
    const opened = await visitor.goto(url);
    expect(opened?.status()).to.equal(200);
    await visitor.getByText('sneak peek').first().waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).to.equal('noindex, nofollow');
    // The stylesheet the browser applied (loaded, not only named), the site's theme.
    const theme = await visitor.evaluate(() => {
      const { document } = globalThis as unknown as { document: { styleSheets: Iterable<{ href: string | null }> } };
      return [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => href.includes('/site-theme/'));
    });
    expect(theme, 'the site theme’s stylesheet').to.have.length(1);
    // The page runs no script (its policy's sandbox): looked at as it is, without the screenshot helper's script.
    if (process.env.SCREENSHOTS_DIR) await visitor.screenshot({ path: join(process.env.SCREENSHOTS_DIR, 'preview-link-visitor.png'), fullPage: true });

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('Link revoked: it no longer opens.').waitFor();
    const revoked = await visitor.goto(url);
    expect(revoked?.status()).to.equal(404);
  });
});
