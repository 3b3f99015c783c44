import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { browserReachable } from '../support/free-port.js';
import { TestApp } from '../support/test-app.js';
import { axeViolations, hasChromium, launchChromium } from './chromium.js';
import { publishDemoSite, type DemoSite } from './demo-site.js';

/** What the tests use of the page's globals (this project compiles without the DOM library). */
interface PageGlobals {
  getComputedStyle(element: unknown): { readonly borderTopColor: string; readonly borderRightWidth: string };
}

const describeBrowser = hasChromium() ? describe : describe.skip;
if (!hasChromium()) console.log('  (browser suites skipped: no Chromium at /usr/bin/chromium; set CHROMIUM_PATH)');

/** Issue 20: the published demo site in headless Chromium: accessible, styled under its own CSP, usable without script. */
describeBrowser('Browser: the published site’s default theme', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let demo: DemoSite;
  const url = (path: string) => `${demo.siteUrl}${path}`;

  before(async () => {
    app = await TestApp.start({ env: await browserReachable() });
    [browser, demo] = await Promise.all([launchChromium(), publishDemoSite(app)]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe-core violation on a content page, a language index, the 404 page and an Arabic page (${scheme})`, async () => {
      // The pages forbid every script: axe is let in by lifting the policy for this context only.
      const context = await browser.newContext({ bypassCSP: true, colorScheme: scheme });
      try {
        const page = await context.newPage();
        for (const [name, path] of Object.entries({ content: demo.guide, index: demo.index, notFound: demo.missing, arabic: demo.arabic })) {
          const response = await page.goto(url(path));
          expect(response?.status(), name).to.equal(name === 'notFound' ? 404 : 200);
          const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious, `${name}: ${JSON.stringify(serious, null, 1)}`).to.deep.equal([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('applies its stylesheet under its own Content-Security-Policy, which the page never violates', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      for (const path of [demo.guide, demo.arabic, demo.missing]) {
        await page.goto(url(path));
        // The project's accent (#0f766e) on the header's top border: the stylesheet loaded and applied.
        expect(await page.$eval('.site-header', (header) => (globalThis as unknown as PageGlobals).getComputedStyle(header).borderTopColor)).to.equal(
          'rgb(15, 118, 110)',
        );
      }
      expect(refused).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('collapses the navigation and sidebar into a menu that opens without script on a narrow screen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(url(demo.guide));
      const shown = () => Promise.all(['.primary-nav', '.sidebar'].map((selector) => page.isVisible(selector)));
      expect(await shown()).to.deep.equal([false, false]);
      await page.click('.menu summary');
      expect(await shown()).to.deep.equal([true, true]);
      const wide = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
      const desktop = await wide.newPage();
      await desktop.goto(url(demo.guide));
      expect(await Promise.all(['.primary-nav', '.sidebar', '.menu'].map((selector) => desktop.isVisible(selector)))).to.deep.equal([true, true, false]);
      await wide.close();
    } finally {
      await context.close();
    }
  });

  it('mirrors the layout of a right-to-left page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(url(demo.arabic));
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const [sidebar, main, quote] = [await box('.sidebar'), await box('main'), await box('blockquote')];
      expect(sidebar.x, 'the sidebar is on the right').to.be.greaterThan(main.x + main.width - 1);
      expect(await page.$eval('blockquote', (q) => (globalThis as unknown as PageGlobals).getComputedStyle(q).borderRightWidth)).to.equal('4px');
      expect(quote.x + quote.width).to.be.closeTo(main.x + main.width, 1);
    } finally {
      await context.close();
    }
  });
});
