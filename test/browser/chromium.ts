import { existsSync } from 'node:fs';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium: the only browser on these machines (`npx playwright install` cannot download). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser suites run: a Chromium is installed, and `BROWSER_TESTS=off` did not turn them off (CI's runs on other Node lines). */
export const hasChromium = (): boolean => process.env.BROWSER_TESTS !== 'off' && existsSync(CHROMIUM);

/** Headless Chromium that reaches nothing but what the test serves. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: unknown }>;
}

/** axe-core run in the page, every rule (its source injected: `@axe-core/playwright` needs a newer Node). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    // This project compiles without the DOM library: the page's globals, as the test uses them.
    const scope = globalThis as unknown as { readonly document: unknown; readonly axe: typeof axe };
    const results = await scope.axe.run(scope.document as never, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact: impact ?? null, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  });
}
