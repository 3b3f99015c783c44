import { expect } from 'chai';
import { livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, signInToEditMode } from './support.js';

/** Issue 30, item 4: comparing two versions of a draft, and the draft with its live page. */
describeBrowser('Browser: Edit Mode compare', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });

  it('compares the draft with its live page and two versions side by side: the details field by field, the words that changed', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'Comparing');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make sturdy things in Bergen.');

    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /About us/ }).click();
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('We make sturdy jackets in Bergen.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await allSaved(page);
    await page.getByLabel('Title').fill('About the workshop');
    await body.fill('We sew sturdy jackets in Bergen and Oslo.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await allSaved(page);

    await page.getByRole('button', { name: 'Compare…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare' });
    // First: the live page against the draft now.
    expect(await dialog.getByLabel('From').locator('option:checked').textContent()).to.equal('The live page');
    expect(await dialog.getByLabel('To').locator('option:checked').textContent()).to.equal('This draft now');
    await dialog.getByText(/^The live page compared with This draft now/).waitFor();
    const title = dialog.getByRole('row', { name: /^Title/ });
    expect(await title.getByRole('cell').allTextContents()).to.deep.equal(['About removed: us', 'About added: the workshop', 'changed']);
    expect(
      await dialog
        .getByRole('row', { name: /^Description/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).to.equal('same');
    const removed = dialog.getByRole('region', { name: 'Body: The live page' }).locator('del');
    const added = dialog.getByRole('region', { name: 'Body: This draft now' }).locator('ins');
    expect(await removed.allTextContents()).to.deep.equal(['removed: make', 'removed: things']);
    expect(await added.allTextContents()).to.deep.equal(['added: sew', 'added: jackets', 'added:  and Oslo']);
    await lookAt(page, 'edit-mode-compare', { frames: false });

    // Two versions: the first save against the second.
    const options = await dialog.getByLabel('From').locator('option').allTextContents();
    const revisions = options.filter((o) => o.startsWith('Revision '));
    expect(revisions.length).to.be.greaterThanOrEqual(2);
    await dialog.getByLabel('From').selectOption({ label: revisions[1]! });
    await dialog.getByLabel('To').selectOption({ label: revisions[0]! });
    await dialog.getByText(new RegExp(`^${revisions[1]!.replace(/[()]/g, '\\$&')} compared with`)).waitFor();
    expect(
      await dialog
        .getByRole('region', { name: `Body: ${revisions[1]!}` })
        .locator('del')
        .allTextContents(),
    ).to.deep.equal(['removed: make']);
    expect(
      await dialog
        .getByRole('region', { name: `Body: ${revisions[0]!}` })
        .locator('ins')
        .allTextContents(),
    ).to.deep.equal(['added: sew', 'added:  and Oslo']);
    expect(
      await dialog
        .getByRole('row', { name: /^Show in navigation/ })
        .getByRole('cell')
        .allTextContents(),
    ).to.deep.equal(['no', 'no', 'same']);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});
