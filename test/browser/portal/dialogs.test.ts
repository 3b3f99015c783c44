import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** What the focused element is, in words a test compares: its tag and its accessible text. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = (globalThis as any).document.activeElement;
    return active === null
      ? 'nothing'
      : `${String(active.tagName).toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`.trim();
  });

/**
 * Issue 43: the console's dialogs, as Edit Mode's: opened, the first control has the focus;
 * Escape closes them, and the focus goes back to what opened them. Its inline confirmations
 * (ConfirmAction) likewise: the question takes the focus, Escape leaves it.
 */
describeBrowser('Browser: the console’s dialogs and confirmations', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('focuses the first control of the Delete project dialog, closes on Escape and gives the focus back to its button', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'dana', 'Dana’s dialogs');
    await signInToPortal(page, app, 'dana', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Project');
    const opener = page.getByRole('button', { name: 'Delete project…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Dana’s dialogs”?' });
    await dialog.waitFor();
    expect(
      await dialog.getByLabel('Type the project’s name, Dana’s dialogs, to confirm').evaluate((input) => input === (globalThis as any).document.activeElement),
    ).to.equal(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).to.equal('button Delete project…');
    // Opened from the keyboard, the same.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).to.equal('button Delete project…');
  });

  it('focuses the first control of the Revoke key dialog, closes on Escape and gives the focus back to its button', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'dana', 'Dana’s keys');
    expect((await asUser(app, 'dana', 'POST', `/api/projects/${projectId}/keys`, { name: 'Zapier' })).status).to.equal(201);
    await signInToPortal(page, app, 'dana', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'API keys');
    await page.getByRole('button', { name: 'Revoke Zapier…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the key “Zapier”?' });
    await dialog.waitFor();
    expect(await focused(page)).to.equal('button Keep the key');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).to.equal('button Revoke Zapier…');
  });

  it('moves the focus into an inline confirmation, and Escape leaves it with the focus back on its button', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'dana', 'Dana’s pages');
    await livePage(app, 'dana', projectId, 'about', 'About us', '# About us');
    await signInToPortal(page, app, 'dana', `?project=${projectId}`);
    await openScreen(page, 'Pages', 'Live pages');
    const card = page.getByRole('list', { name: 'Live pages' }).getByRole('listitem').filter({ hasText: 'About us' });
    await card.getByRole('button', { name: 'Delete About us…' }).click();
    const question = page.getByRole('group', { name: 'Delete About us?' });
    await question.waitFor();
    expect(await focused(page)).to.equal('button Cancel');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await focused(page)).to.equal('button Delete About us…');
  });
});
