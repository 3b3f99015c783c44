import type { Browser } from 'playwright-core';

/**
 * Where the run's one Chromium is kept: a global slot, so that a root hook (registered in
 * .mocharc.json for every run) closes it without importing the browser driver into runs that
 * never start a browser.
 */
export const SHARED_CHROMIUM = Symbol.for('content-service:test-chromium');

export interface SharedChromiumSlot {
  [SHARED_CHROMIUM]?: Promise<Browser>;
}

/** Closes the run's Chromium, if a suite launched one. */
async function closeSharedChromium(): Promise<void> {
  const slot = globalThis as SharedChromiumSlot;
  const browser = await slot[SHARED_CHROMIUM]?.catch(() => null);
  delete slot[SHARED_CHROMIUM];
  await browser?.close();
}

/**
 * A root `afterAll`, not a global teardown: run serially it comes once, after the last test;
 * with `--parallel` it comes after each file in the worker that ran it, the process that owns
 * the Chromium (a global teardown runs in the main process, which never launched one).
 */
export const mochaHooks = { afterAll: closeSharedChromium };
