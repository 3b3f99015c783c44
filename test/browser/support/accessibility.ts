import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What the tests use of the page's globals (this project compiles without the DOM library). */
interface PageGlobals {
  readonly document: unknown;
  readonly axe: typeof axe;
}

export interface AccessibilityOptions {
  /** Which violations count: `serious` (serious and critical, the default) or `any`. */
  readonly impact?: 'serious' | 'any';
  /**
   * Whether frames are checked too (the default). Edit Mode's preview frame is left out: it
   * shows the published site's markup, which the theme's own test holds to axe, and its
   * sandbox runs no script, axe's included.
   */
  readonly frames?: boolean;
}

/**
 * axe-core's violations on the page, one line each (`rule: help (where)`), run in the page with
 * its source injected (`@axe-core/playwright` needs a newer Node). A page whose policy forbids
 * every script cannot run it: test such a page in a context with `bypassCSP`.
 */
export async function accessibilityViolations(page: Page, options: AccessibilityOptions = {}): Promise<string[]> {
  // Half a megabyte of script: injected once per document (lookAt checks each page at two widths).
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ frames }) => {
      const { axe, document } = globalThis as unknown as PageGlobals;
      const results = await axe.run(document as never, { resultTypes: ['violations'], iframes: frames });
      return results.violations.map((v) => ({ impact: v.impact ?? null, line: `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})` }));
    },
    { frames: options.frames ?? true },
  );
  const counted = options.impact === 'any' ? found : found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return counted.map((v) => v.line);
}
