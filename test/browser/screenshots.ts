import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { TestApp } from '../support/test-app.js';
import { launchChromium } from '../support/browser.js';
import { publishDemoSite } from './demo-site.js';

/**
 * Takes docs/publishing.md's screenshots of the default theme: the demo site's guide page (a table, code,
 * a quote, an image) and its Arabic page, 1280 and 390 px wide, light and dark, into
 * docs/screenshots/. Run: `node --import=tsx test/browser/screenshots.ts`.
 */
const OUT = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
/** Long pages are cut here: the top of a page shows the theme; the rest is more of the same. */
const MAX_HEIGHT = { 1280: 1900, 390: 2600 } as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const app = await TestApp.start();
  const browser = await launchChromium();
  try {
    const demo = await publishDemoSite(app);
    const pages = { guide: demo.guide, arabic: demo.arabic };
    for (const width of [1280, 390] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
        const page = await context.newPage();
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(`${app.url}/sites/${demo.projectId}/${path}`, { waitUntil: 'networkidle' });
          const height = Math.min(
            MAX_HEIGHT[width],
            await page.evaluate(
              () => (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document.documentElement.scrollHeight,
            ),
          );
          const shot = await page.screenshot({ clip: { x: 0, y: 0, width, height }, fullPage: true });
          const file = join(OUT, `${name}-${width}-${scheme}.png`);
          await sharp(shot).png({ palette: true, quality: 90, effort: 10 }).toFile(file);
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
