import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's chromium (installed by `.ci/run`), headless; playwright-core drives it. `extraArgs`: more switches (a fake microphone). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', ...extraArgs],
  });
}

/** A microphone for getUserMedia (a beeping tone), granted without asking. */
export const FAKE_MICROPHONE = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-features=LocalNetworkAccessChecks',
];

/**
 * What a page reported that a test should not ignore: uncaught errors, and console errors
 * other than failed loads (a refused sign-in is a 400 the browser logs). A Content-Security-
 * Policy violation shows here as "Refused to ...". Into `problems` when given (several pages
 * reporting to one list), a new list otherwise.
 */
export function collectPageProblems(page: Page, problems: string[] = []): string[] {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Saves a screenshot to SCREENSHOTS_DIR when it is set (to look at the pages; nothing is compared). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir === undefined || dir === '') return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
