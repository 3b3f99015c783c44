import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { accessibilityViolations, type AccessibilityOptions } from './accessibility.js';

/** The widths every screen is looked at: a phone, and a desktop. */
const WIDTHS = [390, 1280] as const;

/**
 * Saves the page as a phone (`<name>-390.png`) and a desktop (`<name>.png`, 1280 px wide) show
 * it, whole, into SCREENSHOTS_DIR when it is set (to look at the screens; nothing is
 * compared); the tab gets its own size back after. Does nothing without SCREENSHOTS_DIR.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir === undefined || dir === '') return;
  mkdirSync(dir, { recursive: true });
  await atEachWidth(page, async (width) => {
    await page.screenshot({ path: join(dir, width === 1280 ? `${name}.png` : `${name}-${width}.png`), fullPage: true });
  });
}

/**
 * Looks at a screen as a phone and a desktop show it: no serious or critical axe-core
 * violation at either width (the test fails naming them), no sideways scroll, and its
 * screenshots (see screenshot).
 */
export async function lookAt(page: Page, name: string, options: AccessibilityOptions = {}): Promise<void> {
  await atEachWidth(page, async (width) => {
    expect(await accessibilityViolations(page, options), `${name} at ${width} px`).to.deep.equal([]);
    // No sideways scroll: the page is as wide as the window, on a phone too.
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth), `${name}'s width at ${width} px`).to.be.at.most(width);
  });
  await screenshot(page, name);
}

async function atEachWidth(page: Page, look: (width: number) => Promise<void>): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: size.height });
      // The layout settles for the new width before anything is looked at.
      await page.evaluate(() => {
        const { requestAnimationFrame: nextFrame } = globalThis as unknown as { requestAnimationFrame(callback: () => void): void };
        return new Promise<void>((resolve) => nextFrame(() => nextFrame(resolve)));
      });
      await look(width);
    }
  } finally {
    await page.setViewportSize(size);
  }
}
