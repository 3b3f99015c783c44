import axe from 'axe-core';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageProblems } from '../../support/browser.js';
import type { TestApp } from '../../support/test-app.js';

/** What the tests use of the page's globals (this project compiles without the DOM library). */
interface PageGlobals {
  readonly document: unknown;
  readonly axe: typeof axe;
}

/**
 * axe-core's serious and critical violations on the page. The preview's frame is left out: it
 * shows the published site's markup, which the theme's own browser test holds to axe; its
 * sandbox runs no script, axe's included.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as PageGlobals;
    const results = await axe.run(document as never, { resultTypes: ['violations'], iframes: false });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** An ID token of the development sign-in, as the page gets one: to read back over the API what the page wrote. */
async function devToken(app: TestApp, userId: string): Promise<string> {
  const answer = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: userId } });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.id_token as string;
}

/** A call of the API as `userId` (signed in through the development sign-in). */
export async function asUser(app: TestApp, userId: string, method: string, path: string, body?: unknown) {
  const response = await app.request(method, path, { token: await devToken(app, userId), ...(body === undefined ? {} : { body }) });
  return response;
}

/** A project of `owner` (its admin), with others added in their roles. */
export async function projectWith(app: TestApp, owner: string, name: string, members: Readonly<Record<string, 'manager' | 'member'>> = {}): Promise<string> {
  const created = await asUser(app, owner, 'POST', '/api/projects', { name });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  const projectId = created.body.id as string;
  for (const [userId, role] of Object.entries(members)) {
    const added = await asUser(app, owner, 'POST', `/api/projects/${projectId}/members`, { user_id: userId, role });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
  }
  return projectId;
}

/** A live page made through the API. */
export async function livePage(app: TestApp, owner: string, projectId: string, slug: string, title: string, content: string, language = 'en') {
  const created = await asUser(app, owner, 'POST', `/api/projects/${projectId}/pages`, {
    slug,
    language,
    doc_template_id: 'page',
    metadata: { title },
    content,
  });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  return created.body as { id: string };
}

/** A browser tab of its own (a context: its own storage), watched for console errors and policy violations. */
export async function openTab(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, ...options });
  const page = await context.newPage();
  return { context, page, problems: collectPageProblems(page) };
}

/** Another tab of the same browser (its storage shared, its session storage its own), watched like the first. */
export async function anotherTab(context: BrowserContext, problems: string[]): Promise<Page> {
  const page = await context.newPage();
  const own = collectPageProblems(page);
  page.on('close', () => problems.push(...own));
  return page;
}

/** Opens Edit Mode at `path` (below `/edit/`) and signs in with the development sign-in. */
export async function signInToEditMode(page: Page, app: TestApp, userId: string, path = ''): Promise<void> {
  await page.goto(`${app.url}/edit/${path}`);
  await page.getByLabel('User id').fill(userId);
  await page.getByLabel('User id').press('Enter');
  await page.getByText(`Signed in as ${userId}`).waitFor();
}

/** The editor's save status line. */
export const saveStatus = (page: Page) => page.locator('.em-save-status');

/** Waits until the editor says every change is saved. */
export const allSaved = (page: Page) => page.locator('.em-save-status[data-state="saved"]').waitFor();

/** The preview frame's document body text, once it holds `text`. */
export async function previewShows(page: Page, text: string): Promise<void> {
  await page.frameLocator('.em-editor iframe.em-preview__frame').locator('main').getByText(text).first().waitFor();
}
