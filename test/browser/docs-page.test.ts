import { expect } from 'chai';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp } from '../support/test-app.js';
import { createKey } from '../http/api-keys/support.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';

/** Where the screenshots go: a temporary folder, or SCREENSHOT_DIR (`SCREENSHOT_DIR=docs` refreshes docs/reference-page.png). */
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();

/**
 * The reference page in a real browser (Debian's Chromium): it loads from the service alone,
 * under its Content-Security-Policy, lists every tag of the description, and "try it" calls
 * the service with a pasted API key.
 */
describeBrowser('The reference page (/docs) in Chromium', function () {
  this.timeout(90_000);
  const fixture = useBrowser({ app: () => TestApp.start(), context: { viewport: { width: 1280, height: 2000 } } });
  let elsewhere: string[];
  let complaints: string[];

  beforeEach(async () => {
    const { app, page } = fixture;
    elsewhere = [];
    complaints = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    await page.goto(`${app.url}/docs`);
    await page.waitForSelector('.opblock-tag', { timeout: 60_000 });
  });

  it('loads from the service alone, with no script error and nothing the Content-Security-Policy refused', async () => {
    const { page } = fixture;
    expect(elsewhere).to.deep.equal([]);
    expect(complaints).to.deep.equal([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'reference-page.png') });
  });

  it('lists every tag of the description', async () => {
    const { app, page } = fixture;
    const described = ((await app.request('GET', '/openapi.json')).body.tags as Array<{ name: string }>).map((tag) => tag.name);
    const shown = await page.$$eval('.opblock-tag', (elements) => elements.map((element) => element.getAttribute('data-tag')));
    expect(shown).to.deep.equal(described);
  });

  it('tries a request against the service with a pasted API key and its project id', async () => {
    const { app, page } = fixture;
    const projectId = await app.createProject('owner', { name: 'Tried from the docs' });
    const { key } = await createKey(app, projectId, 'owner');
    await page.click('button.authorize');
    const dialog = page.locator('.modal-ux');
    for (const [scheme, value] of [
      ['ProjectId', projectId],
      ['ApiKey', key],
    ] as const) {
      const section = dialog.locator('.auth-container', { has: page.locator(`h4:has-text("${scheme}")`) });
      await section.locator('input').fill(value);
      await section.locator('button.authorize').click();
    }
    await dialog.locator('button.close-modal').click();
    await page.click('#operations-tag-Projects');
    const operation = page.locator('#operations-Projects-listProjects');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('button.execute').click();
    const status = operation.locator('.live-responses-table .response .response-col_status');
    await status.first().waitFor();
    expect((await status.first().innerText()).trim()).to.equal('200');
    expect(await operation.locator('.live-responses-table').innerText()).to.include('Tried from the docs');
    await page.screenshot({ path: join(tmpdir(), 'reference-page-try-it.png') });
  });
});
