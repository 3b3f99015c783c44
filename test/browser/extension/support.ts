import axe from 'axe-core';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { buildExtension, type ExtensionBuild } from '../../../tools/build-extension.js';
import { collectPageProblems } from '../../support/browser.js';
import type { TestApp } from '../../support/test-app.js';
import { anImageFile } from '../../http/media/support.js';

/**
 * The browser extension in headless Chromium: built into a temporary folder and loaded
 * unpacked into a persistent profile (`--load-extension`), against the real service.
 *
 * What a headless browser cannot do, the test does as the person would: the host permission
 * prompt (`chrome.permissions.request`) is answered beforehand on chrome://extensions (the
 * extension's site access), after which the extension's own request is granted without a
 * prompt; the context menu, which a headless browser never shows, is its handler called in the
 * service worker; and the popup, which it never opens, is the popup's page opened in a tab on
 * the captured tab (`popup.html?tab=<id>`).
 */
export async function buildOnce(): Promise<ExtensionBuild> {
  const out = mkdtempSync(join(tmpdir(), 'extension-build-'));
  return buildExtension(out);
}

export interface Browsing {
  readonly context: BrowserContext;
  readonly worker: Worker;
  readonly extensionId: string;
  readonly problems: string[];
  close(): Promise<void>;
}

export async function launchWithExtension(folder: string): Promise<Browsing> {
  const profile = mkdtempSync(join(tmpdir(), 'extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: { width: 420, height: 600 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      `--disable-extensions-except=${folder}`,
      `--load-extension=${folder}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const problems: string[] = [];
  worker.on('console', (message) => {
    if (message.type() === 'error') problems.push(`service worker: ${message.text()}`);
  });
  return {
    context,
    worker,
    extensionId: new URL(worker.url()).host,
    problems,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the extension access to `origin` as a person does on chrome://extensions (what the
 * browser's prompt would record). With `andNow`, the access is also taken at once, as a click
 * on the toolbar button over that site would (`activeTab`): a request from an extension page
 * in a user gesture, granted without a prompt since the person allowed it.
 */
export async function allowSite(browsing: Browsing, origin: string, andNow = false): Promise<void> {
  const page = await browsing.context.newPage();
  await page.goto('chrome://extensions');
  await page.evaluate(
    ([id, pattern]) =>
      (
        globalThis as unknown as { chrome: { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } } }
      ).chrome.developerPrivate.addHostPermission(id!, pattern!),
    [browsing.extensionId, `${origin}/*`],
  );
  if (andNow) {
    await page.goto(`chrome-extension://${browsing.extensionId}/manifest.json`);
    const session = await browsing.context.newCDPSession(page);
    const granted = await session.send('Runtime.evaluate', {
      expression: `chrome.permissions.request({ origins: [${JSON.stringify(`${origin}/*`)}] })`,
      userGesture: true,
      awaitPromise: true,
    });
    expect(granted.result.value, JSON.stringify(granted)).to.equal(true);
  }
  await page.close();
}

/** The browser's id of the tab showing `page`. */
async function tabIdOf(browsing: Browsing, page: Page): Promise<number> {
  const url = page.url();
  const id = await browsing.worker.evaluate(async (address) => {
    const tabs = await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>> } } }).chrome.tabs.query(
      {},
    );
    return tabs.find((tab) => tab.url === address)?.id;
  }, url);
  expect(id, `a tab at ${url}`).to.be.a('number');
  return id!;
}

/** The popup's page, on the tab of `target`, watched for console errors (a CSP violation is one). */
export async function openPopup(browsing: Browsing, target: Page): Promise<Page> {
  const popup = await browsing.context.newPage();
  const problems = collectPageProblems(popup);
  popup.on('close', () => browsing.problems.push(...problems));
  await popup.goto(`chrome-extension://${browsing.extensionId}/popup.html?tab=${await tabIdOf(browsing, target)}`);
  return popup;
}

/**
 * Signs in from the popup: the service's address, Sign in, then the service's sign-in and
 * consent page (the window `launchWebAuthFlow` opens, a page of the browser here): the
 * development sign-in as `userId`, and Allow.
 */
export async function connect(browsing: Browsing, popup: Page, app: TestApp, userId: string, again = false): Promise<void> {
  if (!again) await popup.getByLabel('Service address').fill(app.url);
  const consentPage = browsing.context.waitForEvent('page', (page) => page.url().startsWith(`${app.url}/oauth/`));
  await popup.getByRole('button', { name: again ? 'Sign in again' : 'Sign in', exact: true }).click();
  const consent = await consentPage;
  await consent.getByRole('heading', { name: /^Connect Content Service browser extension/ }).waitFor();
  // Signed in on the service's pages already (an earlier sign-in of this browser), or not yet.
  const signedIn = consent.getByText(`Signed in as ${userId}`);
  await consent.getByLabel('User id').or(signedIn).first().waitFor();
  if (!(await signedIn.isVisible())) {
    await consent.getByLabel('User id').fill(userId);
    await consent.getByLabel('User id').press('Enter');
    await signedIn.waitFor();
  }
  await consent.getByRole('button', { name: 'Allow' }).click();
}

/** axe-core's violations on the page. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: checker, document } = globalThis as unknown as { axe: typeof axe; document: never };
    const results = await checker.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** An ID token of the development sign-in: to read back over the API what the extension wrote. */
export async function devToken(app: TestApp, userId: string): Promise<string> {
  const answer = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: userId } });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.id_token as string;
}

export const ARTICLE_TITLE = 'Riverside path reopens after winter repairs';
const ARTICLE = (images: string) => `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${ARTICLE_TITLE} | The Valley Courier</title>
<meta name="description" content="The towpath between Mill Lane and Ferry Meadows is open again."></head><body>
<header><nav><a href="/">Home</a> <a href="/news/">News</a></nav></header>
<main><article><h1>${ARTICLE_TITLE}</h1>
<p>The towpath between Mill Lane and Ferry Meadows reopened on Monday after four months of repairs to its embankment.</p>
${images}
<div style="display: contents"><p id="quote">“We rebuilt three hundred metres of bank and laid a new surface,” said the council’s engineer, Priya Shah.</p></div>
<p hidden>Subscribe to read more.</p>
<p>The path will be closed again for a week in June while the footbridge is painted.</p></article></main>
<footer><p>© The Valley Courier</p></footer><script>document.body.dataset.ready = 'yes';</script></body></html>`;

/**
 * The pages a person captures, on loopback (`localhost`, another origin than the service's):
 * an article with two images and one broken image link, and the same article inside more than
 * 1 MB of what real pages carry (scripts, styles, inline SVG, data attributes, hidden menus).
 */
export class ArticleSite {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<ArticleSite> {
    const photos = { '/img/towpath.png': await anImageFile('png', 11, 160, 90), '/img/engineer.jpg': await anImageFile('jpeg', 12, 90, 120) };
    const images =
      '<figure><img src="/img/towpath.png" alt="The new towpath surface"></figure><p><img src="../img/engineer.jpg" alt="Priya Shah"> <img src="/img/missing.png" alt="A missing map"></p>';
    const noise = Array.from(
      { length: 3200 },
      (_, i) =>
        `<div class="promo" data-tracking='${JSON.stringify({ slot: i, campaign: 'spring', payload: 'x'.repeat(160) })}' style="display:none"><svg viewBox="0 0 10 10"><path d="M0 0L10 10M10 0L0 10"/></svg><script>window.__slot${i} = ${i};</script></div>`,
    ).join('\n');
    const pages: Record<string, string> = {
      '/news/towpath.html': ARTICLE(images),
      '/news/towpath-heavy.html': ARTICLE(images).replace('<main>', `<style>${'.x{color:red}'.repeat(2000)}</style>${noise}<main>`),
    };
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const photo = photos[path as keyof typeof photos];
      if (photo !== undefined) return response.writeHead(200, { 'content-type': path.endsWith('.png') ? 'image/png' : 'image/jpeg' }).end(photo);
      const page = pages[path];
      if (page === undefined) return response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });
    // Every loopback address (`localhost` may be ::1 or 127.0.0.1, to the browser and to the service's fetch).
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return new ArticleSite(server, `http://localhost:${(server.address() as AddressInfo).port}`);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
