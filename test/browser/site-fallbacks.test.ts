import { expect } from 'chai';
import { browserReachable } from '../support/free-port.js';
import { TestApp } from '../support/test-app.js';
import { publish } from '../http/publishing/support.js';
import { publishDemoSite, type DemoSite } from './demo-site.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { lookAt } from './support/screenshots.js';

/** Issue 44: with `ar -> en`, the Arabic address of an English-only page, and the switcher saying where each language has the page. */
describeBrowser('Browser: a page served by language fallback', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: async () => TestApp.start({ env: await browserReachable() }), tab: false });
  let demo: DemoSite;

  before(async () => {
    demo = await publishDemoSite(fixture.app);
    const set = await fixture.app.request('PATCH', `/api/projects/${demo.projectId}/settings/site`, {
      as: 'owner',
      body: { language_fallbacks: { ar: 'en' } },
    });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    await publish(fixture.app, demo.projectId);
  });

  it('shows the English page under the Arabic chrome, right to left, with the note in Arabic above the English text', async () => {
    // The pages forbid every script: axe is let in by lifting the policy for this context only.
    const { page } = await fixture.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    expect((await page.goto(`${demo.siteUrl}ar/guide/`))?.status()).to.equal(200);
    const seen = await page.evaluate(() => {
      const document = (globalThis as any).document;
      return {
        dir: document.documentElement.dir,
        note: document.querySelector('.fallback-note').textContent,
        content: document.querySelector('.fallback-content').lang,
        heading: document.querySelector('.fallback-content h1').textContent,
        current: document.querySelector('.languages [aria-current]').textContent,
      };
    });
    expect(seen).to.deep.equal({
      dir: 'rtl',
      note: 'هذه الصفحة غير متوفرة باللغة العربية، وهي معروضة باللغة الإنجليزية. عرض الصفحة الأصلية',
      content: 'en',
      heading: 'Getting started',
      current: 'العربية (English)',
    });
    await lookAt(page, 'site-fallback-page');
  });

  it('says in the switcher which languages have the page: translated (a link), by fallback (a marked link), not translated (no link)', async () => {
    const { page } = await fixture.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const entries = async (path: string) => {
      await page.goto(`${demo.siteUrl}${path}`);
      return page.evaluate(() =>
        [...(globalThis as any).document.querySelectorAll('.languages li')].map((li: any) => [li.textContent, li.querySelector('a') !== null]),
      );
    };
    expect(await entries('en/guide/')).to.deep.equal([
      ['العربية (English)', true],
      ['English', true],
      ['Français', true],
    ]);
    expect(await entries('en/returns/')).to.deep.equal([
      ['العربية', true],
      ['English', true],
      ['Français (non traduite)', false],
    ]);
    await lookAt(page, 'site-fallback-switcher');
  });
});
