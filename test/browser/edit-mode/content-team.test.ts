import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, previewShows, signInToEditMode } from './support.js';

/** Whether the element the locator finds is laid out right to left. */
const rightToLeft = (locator: import('playwright-core').Locator) =>
  locator.evaluate((element) => (element as unknown as { matches(s: string): boolean }).matches(':dir(rtl)'));

/** Issue 30, item 5: Edit Mode for a content team: text direction, a phone, dark mode. */
describeBrowser('Browser: Edit Mode for a content team', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });

  it('runs Arabic right to left as it is typed, in the title and the body of an English page, and English left to right', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'Directions');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make things.');
    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /About us/ }).click();
    const title = page.getByLabel('Title');
    const body = page.getByLabel('Body', { exact: true });
    expect(await rightToLeft(title)).to.equal(false);
    expect(await rightToLeft(body)).to.equal(false);

    await title.fill('مرحبا بكم');
    await body.fill('نصنع الأشياء في بيرغن.');
    expect(await rightToLeft(title)).to.equal(true);
    expect(await rightToLeft(body)).to.equal(true);
    expect(await body.getAttribute('lang')).to.equal('en');
    await allSaved(page);
    await previewShows(page, 'نصنع الأشياء في بيرغن.');
    await lookAt(page, 'edit-mode-arabic', { frames: false });

    await body.fill('Back to English.');
    expect(await rightToLeft(body)).to.equal(false);
    await allSaved(page);
  });

  it('edits and saves on a phone: the page list folds into a drawer, the body and the preview are tabs; dark mode too', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'On the go');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make things.');
    await livePage(app, 'ada', projectId, 'team', 'Our team', 'Five of us.');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);

    // Nothing open yet: the list is there to choose from.
    const drawer = page.getByRole('button', { name: 'Page list' });
    await page.getByRole('button', { name: 'Page list', expanded: true }).waitFor();
    await page.getByRole('button', { name: /Our team/ }).click();
    // Opening a page folds the list away: the editor starts at the top. Waited for, not read at
    // once: the list folds when the page's draft has answered, after the click returns.
    await page.getByRole('button', { name: 'Page list', expanded: false }).waitFor();
    await page.getByRole('button', { name: /About us/ }).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Our team' }).waitFor();
    const heading = await page.getByRole('heading', { level: 1, name: 'Our team' }).boundingBox();
    expect(heading!.y).to.be.lessThan(844);

    const write = page.getByRole('tab', { name: 'Write' });
    const preview = page.getByRole('tab', { name: 'Preview' });
    const body = page.getByLabel('Body', { exact: true });
    expect(await write.getAttribute('aria-selected')).to.equal('true');
    await body.fill('Six of us now, and a dog.');
    await preview.click();
    expect(await body.isVisible()).to.equal(false);
    await previewShows(page, 'Six of us now, and a dog.');
    expect(await page.locator('.em-editor iframe.em-preview__frame').isVisible()).to.equal(true);
    await preview.press('ArrowLeft');
    expect(await write.getAttribute('aria-selected')).to.equal('true');
    expect(await body.isVisible()).to.equal(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await allSaved(page);
    await lookAt(page, 'edit-mode-phone', { frames: false });

    // Another page: the drawer opens again.
    await drawer.click();
    await page.getByRole('button', { name: /About us/ }).click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();

    const drafts = await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/pages?visibility=draft`);
    expect((drafts.body.pages as Array<{ slug: string; content: string }>).find((p) => p.slug === 'team')!.content).to.equal('Six of us now, and a dog.');

    await page.emulateMedia({ colorScheme: 'dark' });
    await lookAt(page, 'edit-mode-dark', { frames: false });
  });
});
