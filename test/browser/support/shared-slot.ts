import type { Browser } from 'playwright-core';

/**
 * Where the run's one Chromium is kept: a global slot, so that mocha's teardown (registered in
 * .mocharc.json for every run) closes it without importing the browser driver into runs that
 * never start a browser.
 */
export const SHARED_CHROMIUM = Symbol.for('content-service:test-chromium');

export interface SharedChromiumSlot {
  [SHARED_CHROMIUM]?: Promise<Browser>;
}

/** Mocha's global teardown: closes the run's Chromium, if a suite launched one. */
export async function mochaGlobalTeardown(): Promise<void> {
  const slot = globalThis as SharedChromiumSlot;
  const browser = await slot[SHARED_CHROMIUM]?.catch(() => null);
  delete slot[SHARED_CHROMIUM];
  await browser?.close();
}
