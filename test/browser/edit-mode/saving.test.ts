import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { screenshot } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, seriousViolations, signInToEditMode } from './support.js';

/** What the service holds of the draft, asked until `done` says it holds what was typed (a save on leaving lands after the page is gone). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Issue 24: saving in Edit Mode: two tabs in conflict, offline, leaving the page, a reload with unsaved work. */
describeBrowser('Browser: Edit Mode saving', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });
  let projectId: string;
  const edit = (rest: string) => `/api/projects/${projectId}/docs/edit${rest}`;

  /** A new draft of its own per test, opened in `page` by its address. */
  async function draftOpenIn(page: Page, slug: string, content: string): Promise<string> {
    const { app } = fixture;
    const created = await asUser(app, 'ada', 'POST', edit('/save'), {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug, title: slug },
      content,
    });
    const draftId = created.body.draftId as string;
    await signInToEditMode(page, app, 'ada', `?project=${projectId}&draft=${draftId}`);
    await page.getByRole('heading', { level: 1, name: slug }).waitFor();
    return draftId;
  }
  const stored = async (draftId: string) => (await asUser(fixture.app, 'ada', 'GET', edit(`/${draftId}`))).body.doc.content as string;

  before(async () => {
    projectId = await projectWith(fixture.app, 'ada', 'Acme');
  });
  it('shows a stale revision from a second tab plainly, and resolves it both ways with nothing typed lost', async () => {
    const { app, page, context } = fixture;
    const first = page;
    const draftId = await draftOpenIn(first, 'shared', 'Start.');
    const second = await context.newPage();
    await second.goto(first.url());
    await second.getByRole('heading', { level: 1, name: 'shared' }).waitFor();

    await first.getByLabel('Body', { exact: true }).fill('Written in the first tab.');
    await allSaved(first);
    await second.getByLabel('Body', { exact: true }).fill('Written in the second tab.');
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else changed this draft' });
    await conflict.getByText(/It was saved elsewhere \(revision 2\) after you started from revision 1\. Your changes are still here, not saved\./).waitFor();
    expect(await second.locator('.em-save-status').textContent()).to.equal('Not saved: someone else changed this draft (see below).');
    expect(await seriousViolations(second)).to.deep.equal([]);
    await screenshot(second, 'edit-mode-conflict');
    // Typing goes on while the person decides; nothing is saved over theirs meanwhile.
    await second.getByLabel('Body', { exact: true }).press('End');
    await second.keyboard.type(' And more.');
    expect(await stored(draftId)).to.equal('Written in the first tab.');

    // Overwrite with mine: the second tab's text is saved; the first tab's stays among the versions.
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await allSaved(second);
    expect(await stored(draftId)).to.equal('Written in the second tab. And more.');
    const versions = (await asUser(app, 'ada', 'GET', edit(`/${draftId}/versions`))).body.versions as Array<{ version_id: string; revision: number }>;
    const theirs = versions.find((v) => v.revision === 2)!;
    expect((await asUser(app, 'ada', 'GET', edit(`/${draftId}/versions/${theirs.version_id}`))).body.content).to.equal('Written in the first tab.');

    // Now the first tab is behind: Reload theirs puts the second tab's text in it, and keeps its own on the page.
    await first.getByLabel('Body', { exact: true }).fill('The first tab again.');
    const behind = first.getByRole('alert').filter({ hasText: 'Someone else changed this draft' });
    await behind.getByRole('button', { name: 'Reload theirs' }).click();
    await first.getByText('Their version (revision 3) is in the editor.').waitFor();
    expect(await first.getByLabel('Body', { exact: true }).inputValue()).to.equal('Written in the second tab. And more.');
    expect(await first.getByLabel('Your text, not saved', { exact: true }).inputValue()).to.equal('The first tab again.');
    await allSaved(first);
    expect(await stored(draftId)).to.equal('Written in the second tab. And more.');
    expect(await seriousViolations(first)).to.deep.equal([]);
  });

  it('says when it is offline, keeps the work, and saves it once the service can be reached again', async () => {
    const { page, context } = fixture;
    const draftId = await draftOpenIn(page, 'offline', 'Online.');
    await context.setOffline(true);
    await page.getByLabel('Body', { exact: true }).fill('Typed offline.');
    await page.locator('.em-save-status[data-state="offline"]').waitFor();
    expect(await page.locator('.em-save-status').textContent()).to.equal(
      'Offline: your changes are kept on this page and saved when the service can be reached again.',
    );
    await context.setOffline(false);
    await allSaved(page);
    expect(await stored(draftId)).to.equal('Typed offline.');
  });

  it('saves what is unsaved when the page is left before the pause', async () => {
    const { page } = fixture;
    const draftId = await draftOpenIn(page, 'leaving', 'Before.');
    await page.getByLabel('Body', { exact: true }).fill('Typed just before leaving.');
    await page.goto('about:blank');
    expect(
      await eventually(
        () => stored(draftId),
        (content) => content !== 'Before.',
      ),
    ).to.equal('Typed just before leaving.');
  });

  it('keeps unsaved work of the tab across a reload (too large for a save that outlives the page), and saves it then', async () => {
    const { page, context } = fixture;
    const draftId = await draftOpenIn(page, 'reloaded', 'Saved text.');
    // Over 64 KiB, a save cannot outlive the page (keepalive): the tab's copy is what keeps it.
    const long = `Not saved before the reload. ${'Many words. '.repeat(7000)}`;
    // On the context, not the page: a page's route let the save made on leaving through now and then
    // under load (the request of a document being unloaded), and it landed.
    await context.route('**/docs/edit/save', (route) => route.abort('connectionfailed'));
    await page.getByLabel('Body', { exact: true }).fill(long);
    await page.locator('.em-save-status[data-state="offline"]').waitFor();
    await page.reload();
    const recovered = page.getByText('This tab had changes to this draft that were not saved yet: they are back in the editor, and being saved.');
    // The save made on leaving still slips past the browser's interception now and then under load
    // (about one run in five on a busy machine): it lands, and the reloaded page rightly has
    // nothing to recover. Either way nothing is lost; the tab's copy is checked whenever it is used.
    const landedOnLeaving = await Promise.race([
      recovered.waitFor().then(() => false),
      eventually(
        () => stored(draftId),
        (content) => content === long,
      ).then((content) => content === long),
    ]);
    if (!landedOnLeaving) {
      await recovered.waitFor();
      expect(await stored(draftId)).to.equal('Saved text.');
      expect(await page.getByLabel('Body', { exact: true }).inputValue()).to.equal(long);
    }
    await context.unroute('**/docs/edit/save');
    await allSaved(page);
    expect(await stored(draftId)).to.equal(long);
  });
});
