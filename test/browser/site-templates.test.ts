import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, screenshot } from '../support/browser.js';
import { browserReachable } from '../support/free-port.js';
import { TestApp } from '../support/test-app.js';
import { axeViolations, hasChromium, launchChromium } from './chromium.js';
import { publishTemplateDemo, type TemplateDemo } from './template-demo.js';

const describeBrowser = hasChromium() ? describe : describe.skip;

/** Issue 30: each built-in layout's page, every field filled, in headless Chromium: accessible, under the theme's policy, light and dark, both directions. */
describeBrowser('Browser: the site’s built-in layouts', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;
  let demo: TemplateDemo;
  // The site at its own origin: http://<project>.localhost:<port>/ (Chromium resolves *.localhost to loopback).
  const url = (path: string) => `http://${demo.projectId}.localhost:${new URL(app.url).port}/${path}`;

  before(async () => {
    app = await TestApp.start({ env: await browserReachable() });
    [browser, demo] = await Promise.all([launchChromium(), publishTemplateDemo(app)]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe-core violation on a page of each layout and on the Arabic article (${scheme})`, async () => {
      const context = await browser.newContext({ bypassCSP: true, colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        for (const [name, path] of Object.entries({ ...demo.pages, ...demo.arrangements })) {
          expect((await page.goto(url(path)))?.status(), name).to.equal(200);
          expect(await axeViolations(page), `${name} (${scheme})`).to.deep.equal([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('loads every image and applies the stylesheet without a single policy violation or console error, at 390 and 1280 px', async () => {
    // Dark mode is checked by axe above; its screenshots are taken only for someone to look at them.
    const schemes = process.env.SCREENSHOTS_DIR ? (['light', 'dark'] as const) : (['light'] as const);
    for (const width of [390, 1280]) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
        try {
          const page = await context.newPage();
          const problems = collectPageProblems(page);
          for (const [name, path] of Object.entries(demo.pages)) {
            await page.goto(url(path), { waitUntil: 'networkidle' });
            const broken = await page.$$eval(
              'img',
              (images) =>
                images.filter(
                  (image) =>
                    !(image as unknown as { complete: boolean; naturalWidth: number }).complete ||
                    (image as unknown as { naturalWidth: number }).naturalWidth === 0,
                ).length,
            );
            expect(broken, `${name}: images not loaded`).to.equal(0);
            await screenshot(page, `template-${name}-${width}-${colorScheme}`);
          }
          expect(problems).to.deep.equal([]);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('puts the split landing page’s image beside its text on a wide screen, under it on a phone', async () => {
    const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const desktop = await wide.newPage();
      await desktop.goto(url(demo.pages.landing));
      const [text, image] = [await box(desktop, '.hero-text'), await box(desktop, '.hero .hero-image')];
      expect(image.x, 'the image is to the right of the text').to.be.at.least(text.x + text.width);
      const mobile = await phone.newPage();
      await mobile.goto(url(demo.pages.landing));
      const [narrowText, narrowImage] = [await box(mobile, '.hero-text'), await box(mobile, '.hero .hero-image')];
      expect(narrowImage.y, 'the image is under the text').to.be.at.least(narrowText.y + narrowText.height);
      expect(narrowImage.width).to.be.closeTo(narrowText.width, 1);
    } finally {
      await wide.close();
      await phone.close();
    }
  });

  it('mirrors an Arabic article: its byline and tags start on the right', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(url(demo.pages.arabic));
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const [main, author, tag] = [await box('main'), await box('.byline .author'), await box('.tags li')];
      expect(author.x + author.width, 'the author starts at the right edge').to.be.closeTo(main.x + main.width, 1);
      expect(tag.x + tag.width).to.be.closeTo(main.x + main.width, 1);
    } finally {
      await context.close();
    }
  });
});
