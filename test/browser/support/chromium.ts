import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { FAKE_MICROPHONE, launchChromium } from '../../support/browser.js';
import { SHARED_CHROMIUM, type SharedChromiumSlot } from './shared-slot.js';

/** Debian's Chromium: the only browser on these machines (`npx playwright install` cannot download). */
const hasChromium = (): boolean => process.env.BROWSER_TESTS !== 'off' && existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

if (!hasChromium()) console.log('  (browser suites skipped: BROWSER_TESTS=off, or no Chromium at /usr/bin/chromium; set CHROMIUM_PATH)');

/**
 * `describe` when a Chromium is installed, `describe.skip` (the line above says why) otherwise.
 * Mocha's globals are looked up at each call, never kept: a parallel run's worker gives every
 * file a Mocha of its own (and new globals) while this module stays loaded, and a `describe`
 * kept from the first file would put the next files' suites in that first run (their tests
 * then ran at the root, untitled, and `BROWSER_TESTS=off` skipped nothing).
 */
export function describeBrowser(title: string, body: (this: Mocha.Suite) => void): void {
  if (hasChromium()) describe(title, body);
  else describe.skip(title, body);
}

/**
 * The one Chromium of the test run: launched by the first suite that needs it, closed once
 * every test has run (`mochaGlobalTeardown`, see shared-slot.ts). Each test gets contexts of
 * its own (their own storage), so tests share nothing but the process; a browser that has
 * gone away (crashed) is launched again. It has a fake microphone (a beeping tone, granted to a
 * context given the `microphone` permission), for the live agent's suites.
 */
export async function sharedChromium(): Promise<Browser> {
  const slot = globalThis as SharedChromiumSlot;
  const current = await slot[SHARED_CHROMIUM]?.catch(() => null);
  if (current?.isConnected()) return current;
  const launching = launchChromium(FAKE_MICROPHONE);
  slot[SHARED_CHROMIUM] = launching;
  return launching;
}
