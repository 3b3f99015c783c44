import type { Page } from 'playwright-core';
import { AssetCatalog } from '../../adapters/http/assets/asset-catalog.js';
import { pageSecurityHeaders } from '../../adapters/http/pages/security-headers.js';
import { signInConnectSources } from '../../adapters/http/sign-in/connect-sources.js';
import { SignInSettings } from '../../application/identity/sign-in-settings.js';
import type { TestApp } from '../support/test-app.js';

const HARNESS_PATH = '/__test__/sign-in/';

/**
 * A page of the service's origin that uses the sign-in component as any page would: the
 * built `sign-in` entry, imported by URL from `/assets/`, its form mounted, under the strict
 * policy a page with this service's sign-in gets. The test's browser serves it (the service
 * has no such page); `globalThis.harness` lets the test call the component.
 */
export async function serveHarness(page: Page, app: TestApp): Promise<string> {
  const assets = app.get(AssetCatalog);
  const signIn = assets.entry('sign-in');
  const headers = pageSecurityHeaders({ connectTo: signInConnectSources(app.get<SignInSettings>(SignInSettings)) });
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in harness</title>` +
    [...assets.entry('page').styles, ...signIn.styles].map((href) => `<link rel="stylesheet" href="${href}">`).join('') +
    `<script type="module" src="${HARNESS_PATH}harness.js"></script></head>` +
    `<body><main><h1>A page that needs a person</h1><section id="sign-in" aria-label="Sign in"></section></main></body></html>`;
  const script = `
    import { createSignIn, mountSignInForm } from '${signIn.script}';
    const signIn = createSignIn();
    mountSignInForm(document.getElementById('sign-in'), signIn);
    globalThis.harness = {
      token: () => signIn.getIdToken(),
      tokenError: () => signIn.getIdToken().then(() => null, (error) => error.message),
      user: () => signIn.user.value,
      me: async () => {
        const response = await fetch('/api/accounts/me', { headers: { authorization: 'Bearer ' + (await signIn.getIdToken()) } });
        return { status: response.status, body: await response.json() };
      },
    };`;
  await page.route(`${app.url}${HARNESS_PATH}**`, (route) => {
    const isScript = route.request().url().endsWith('harness.js');
    return route.fulfill({
      status: 200,
      headers: isScript ? { 'content-type': 'text/javascript' } : { ...headers, 'content-type': 'text/html; charset=utf-8' },
      body: isScript ? script : html,
    });
  });
  return `${app.url}${HARNESS_PATH}`;
}

/** Calls the component on the harness page: `await harness(page, 'token')`. */
export function harness<T = unknown>(page: Page, method: 'token' | 'tokenError' | 'user' | 'me'): Promise<T> {
  return page.evaluate((name) => (globalThis as unknown as { harness: Record<string, () => Promise<unknown>> }).harness[name]!(), method) as Promise<T>;
}
