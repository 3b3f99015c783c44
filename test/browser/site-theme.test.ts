import { expect } from 'chai';
import { browserReachable } from '../support/free-port.js';
import { TestApp } from '../support/test-app.js';
import { publishDemoSite, type DemoSite } from './demo-site.js';
import { accessibilityViolations } from './support/accessibility.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';

/** What the tests use of the page's globals (this project compiles without the DOM library). */
interface PageGlobals {
  getComputedStyle(element: unknown): { readonly borderTopColor: string; readonly borderRightWidth: string };
}

/** Issue 20: the published demo site in headless Chromium: accessible, styled under its own CSP, usable without script. */
describeBrowser('Browser: the published site’s default theme', function () {
  this.timeout(120_000);
  // Each test opens the contexts it needs (a colour scheme, a width, script off).
  const fixture = useBrowser({ app: async () => TestApp.start({ env: await browserReachable() }), tab: false });
  let demo: DemoSite;
  const url = (path: string) => `${demo.siteUrl}${path}`;

  before(async () => {
    demo = await publishDemoSite(fixture.app);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe-core violation on a content page, a language index, the 404 page and an Arabic page (${scheme})`, async () => {
      // The pages forbid every script: axe is let in by lifting the policy for this context only.
      const { page } = await fixture.newContext({ bypassCSP: true, colorScheme: scheme });
      for (const [name, path] of Object.entries({ content: demo.guide, index: demo.index, notFound: demo.missing, arabic: demo.arabic })) {
        const response = await page.goto(url(path));
        expect(response?.status(), name).to.equal(name === 'notFound' ? 404 : 200);
        expect(await accessibilityViolations(page), name).to.deep.equal([]);
      }
    });
  }

  it('applies its stylesheet under its own Content-Security-Policy, which the page never violates', async () => {
    const { page } = await fixture.newContext({ colorScheme: 'light' });
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
  });

  it('collapses the navigation and sidebar into a menu that opens without script on a narrow screen', async () => {
    const { page } = await fixture.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto(url(demo.guide));
    const shown = () => Promise.all(['.primary-nav', '.sidebar'].map((selector) => page.isVisible(selector)));
    expect(await shown()).to.deep.equal([false, false]);
    await page.click('.menu summary');
    expect(await shown()).to.deep.equal([true, true]);
    const { page: desktop } = await fixture.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await desktop.goto(url(demo.guide));
    expect(await Promise.all(['.primary-nav', '.sidebar', '.menu'].map((selector) => desktop.isVisible(selector)))).to.deep.equal([true, true, false]);
  });

  it('mirrors the layout of a right-to-left page', async () => {
    const { page } = await fixture.newContext({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(demo.arabic));
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [sidebar, main, quote] = [await box('.sidebar'), await box('main'), await box('blockquote')];
    expect(sidebar.x, 'the sidebar is on the right').to.be.greaterThan(main.x + main.width - 1);
    expect(await page.$eval('blockquote', (q) => (globalThis as unknown as PageGlobals).getComputedStyle(q).borderRightWidth)).to.equal('4px');
    expect(quote.x + quote.width).to.be.closeTo(main.x + main.width, 1);
  });
});
