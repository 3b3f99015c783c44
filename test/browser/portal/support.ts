import type { Page } from 'playwright-core';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { signInWithDevForm } from '../support/sign-in.js';

/**
 * The service as the portal's tests run it: the development sign-in, on an address of its own
 * (`PUBLIC_BASE_URL`: the OAuth server that connects MCP clients needs it), without the
 * sign-in and OAuth rate limits (the tests sign in often); `env` adds to it (a loopback stand-in's address).
 */
export const startPortalApp = (env: Readonly<Record<string, string>> = {}): Promise<TestApp> =>
  startOAuthApp({ env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', SIGN_IN_RATE_LIMIT: '100000', OAUTH_RATE_LIMIT: '100000', ...env } });

/** The tab the portal's tests look at it in (a desktop; `lookAt` shows each screen as a phone too). */
export const PORTAL_TAB = { viewport: { width: 1280, height: 900 } };

/** Opens the portal at `query` (`?screen=members&project=…`) and signs in as `userId` with the development sign-in. */
export async function signInToPortal(page: Page, app: TestApp, userId: string, query = ''): Promise<void> {
  await page.goto(`${app.url}/edit/${query}`);
  await signInWithDevForm(page, userId);
}

/** Goes to a screen through the navigation, as a person does: its area, then the screen among the area's. */
export async function openScreen(page: Page, area: 'Pages' | 'Publish' | 'Settings' | 'Account', screen?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: area, exact: true }).click();
  if (screen !== undefined)
    await page
      .getByRole('navigation', { name: `${area} sections` })
      .getByRole('link', { name: screen, exact: true })
      .click();
}

/** What the tab's clipboard holds (its context needs the `clipboard-read` permission): what a copy button copied. */
export const clipboardText = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
