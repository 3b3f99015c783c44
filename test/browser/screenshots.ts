import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { browserReachable } from '../support/free-port.js';
import { TestApp } from '../support/test-app.js';
import { launchChromium } from '../support/browser.js';
import { publishDemoSite } from './demo-site.js';
import { publishTemplateDemo } from './template-demo.js';

/**
 * Takes docs/publishing.md's screenshots of the default theme: the demo site's guide page (a table, code,
 * a quote, an image) and its Arabic page, and a page of each built-in layout with every field
 * filled (`template-<layout>`, the Arabic article `template-arabic`), 1280 and 390 px wide, light
 * and dark; the landing page's other two arrangements at 1280 px, light. Into docs/screenshots/.
 * Run: `node --import=tsx test/browser/screenshots.ts`.
 */
const OUT = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
/** Long pages are cut here: the top of a page shows the theme; the rest is more of the same. */
const MAX_HEIGHT = { 1280: 1900, 390: 2600 } as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const app = await TestApp.start({ env: await browserReachable() });
  const browser = await launchChromium();
  try {
    const [demo, templates] = [await publishDemoSite(app), await publishTemplateDemo(app)];
    // Each site on its own origin (SITES_DOMAIN=localhost): http://<project>.localhost:<port>/.
    const site = (projectId: string, path: string) => `http://${projectId}.localhost:${new URL(app.url).port}/${path}`;
    const pages: Record<string, string> = {
      guide: site(demo.projectId, demo.guide),
      arabic: site(demo.projectId, demo.arabic),
      ...Object.fromEntries(Object.entries(templates.pages).map(([name, path]) => [`template-${name}`, site(templates.projectId, path)])),
    };
    const arrangements = Object.entries(templates.arrangements).map(([name, path]) => [`template-landing-${name}`, site(templates.projectId, path)]);
    for (const width of [1280, 390] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
        const page = await context.newPage();
        for (const [name, address] of [...Object.entries(pages), ...(width === 1280 && scheme === 'light' ? arrangements : [])]) {
          await page.goto(address!, { waitUntil: 'networkidle' });
          const height = Math.min(
            MAX_HEIGHT[width],
            await page.evaluate(
              () => (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document.documentElement.scrollHeight,
            ),
          );
          const shot = await page.screenshot({ clip: { x: 0, y: 0, width, height }, fullPage: true });
          const file = join(OUT, `${name}-${width}-${scheme}.png`);
          // A palette, at full quality: below it the quantizer bands the gradients of the hero images.
          await sharp(shot).png({ palette: true, quality: 100, effort: 10 }).toFile(file);
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
