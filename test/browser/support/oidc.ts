import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { Clock } from '../../../application/shared/ports.js';
import { freePort } from '../../support/free-port.js';
import { OpenIdProviderStandIn, PORTAL_CLIENT_ID } from '../../support/stand-ins/openid-provider.js';
import { TestApp } from '../../support/test-app.js';

/** The button the pages show for the loopback provider (`AUTH_OIDC_LABEL`). */
export const OIDC_LABEL = 'Sign in with Loopback ID';

/**
 * A real OpenID provider on loopback (oidc-provider, its development sign-in pages: any login
 * and password) and the service configured to sign people in through it (`AUTH_ISSUER`,
 * `AUTH_OIDC_CLIENT_ID`), on an address a browser reaches its sites at. `app` is the fixture's
 * `app` option; `provider` is there once it ran; `stop` stops the provider (the fixture stops the app).
 */
export function oidcService(): {
  /** Starts the provider, then the service (`env` adds to its environment: a loopback stand-in's address). */
  app(env?: Readonly<Record<string, string>>): Promise<TestApp>;
  readonly provider: OpenIdProviderStandIn;
  stop(): Promise<void>;
} {
  let provider: OpenIdProviderStandIn | null = null;
  return {
    async app(env = {}) {
      const port = await freePort();
      provider = await OpenIdProviderStandIn.start({ redirectOrigin: `http://127.0.0.1:${port}` });
      return TestApp.start({
        // The provider signs tokens at the real time: the service's clock follows it (a test clock stands still).
        overrides: [{ token: Clock, value: { now: () => new Date() } }],
        env: {
          PORT: String(port),
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          AUTH_JWKS_FILE: '',
          AUTH_AUDIENCE: '',
          AUTH_ISSUER: provider.issuer,
          AUTH_OIDC_CLIENT_ID: PORTAL_CLIENT_ID,
          AUTH_OIDC_LABEL: OIDC_LABEL,
          ...env,
        },
      });
    },
    get provider() {
      if (provider === null) throw new Error('the OpenID provider starts with the app');
      return provider;
    },
    stop: async () => provider?.stop(),
  };
}

/**
 * The contexts' options: pages served by the test (route.fulfill) count as public to Chromium,
 * and a public page may reach loopback (the provider's token endpoint) only with this
 * permission. A real provider is public.
 */
export const OIDC_CONTEXT: BrowserContextOptions = { permissions: ['local-network-access'] };

/** The provider's pages ask for a web font: nothing leaves the machine (loopback and `*.localhost` sites only). */
export async function keepOnLoopback(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
}

/** At the provider: its sign-in page (any password), then its consent. */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password will do');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
