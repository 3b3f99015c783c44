import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FakeClock } from '../support/fake-clock.js';
import { startOAuthApp } from '../support/oauth-client.js';
import { FirebaseAuthStandIn } from '../support/stand-ins/firebase-auth.js';
import type { TestApp } from '../support/test-app.js';
import { authorizationUrl, mcpRequest, pkce, registered, tokenRequest } from '../http/oauth/support.js';
import { accessibilityViolations as violations } from './support/accessibility.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { screenshot } from './support/screenshots.js';

/** Accessibility rules axe-core finds broken on the page, of any impact (none expected). */
const accessibilityViolations = (page: Page) => violations(page, { impact: 'any' });

/**
 * The OAuth consent page in headless Chromium: the person signs in with the sign-in component
 * (no token to paste), Allow sends a fresh ID token, and the client gets a code whose tokens
 * act as that person. The page runs under its strict Content-Security-Policy; a violation
 * would show as a console error and fail the test.
 */
describeBrowser('Browser: the OAuth consent page', function () {
  this.timeout(60_000);
  // Each nested suite starts the service its way.
  const fixture = useBrowser({ app: null });

  let callback: string;
  let callbackServer: Server;
  before(async () => {
    // The client's loopback redirect URI, where the browser lands with the code (a route of the
    // test's browser would not see it: Playwright leaves the later requests of a redirect chain alone).
    callbackServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('back at the client'));
    await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
    callback = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
  });
  after(async () => {
    callbackServer?.closeAllConnections();
    await new Promise((resolve) => callbackServer?.close(resolve));
  });

  /** Opens the authorization URL of a fresh client; answers its verifier and client id. */
  async function openConsent(app: TestApp): Promise<{ clientId: string; verifier: string }> {
    const { page } = fixture;
    const client = await registered(app, { client_name: 'Notebook', redirect_uris: [callback] });
    const { verifier, challenge } = pkce();
    await page.goto(authorizationUrl(app, client.client_id, { challenge, redirectUri: callback }).href);
    await page.getByRole('heading', { name: 'Connect Notebook to your content' }).waitFor();
    return { clientId: client.client_id, verifier };
  }

  /** Allow with the keyboard: from the status, past Sign out, to Allow, then Enter. */
  async function allowWithKeyboard(): Promise<URL> {
    const { page } = fixture;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.textContent)).to.equal('Allow');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${callback}**`);
    return new URL(page.url());
  }

  async function exchange(app: TestApp, clientId: string, verifier: string, landed: URL): Promise<string> {
    const code = landed.searchParams.get('code');
    expect(code, landed.href).to.be.a('string');
    const { status, body } = await tokenRequest(app, {
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: verifier,
      redirect_uri: callback,
      client_id: clientId,
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    return body.access_token as string;
  }

  describe('with the development sign-in', () => {
    let app: TestApp;
    before(async () => {
      app = await startOAuthApp({ env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', OAUTH_RATE_LIMIT: '100000', SIGN_IN_RATE_LIMIT: '100000' } });
    });
    after(() => app?.stop());

    it('signs the person in on the page, and Allow gives the client a code acting as them', async () => {
      const { page } = fixture;
      const { clientId, verifier } = await openConsent(app);
      const allow = page.getByRole('button', { name: 'Allow' });
      expect(await allow.isDisabled()).to.equal(true);
      await page.getByText('Sign in above to allow access.').waitFor();
      await page.getByLabel('User id').waitFor();
      expect(await accessibilityViolations(page)).to.deep.equal([]);
      await screenshot(page, 'consent-signed-out');

      await page.getByLabel('User id').fill('alice');
      await page.getByLabel('Email (optional)').fill('alice@example.com');
      await page.keyboard.press('Enter');
      await page.getByText('Signed in as alice@example.com').waitFor();
      expect(await allow.isDisabled()).to.equal(false);
      expect(await page.getByText('Sign in above to allow access.').isVisible()).to.equal(false);
      expect(await accessibilityViolations(page)).to.deep.equal([]);
      await screenshot(page, 'consent-signed-in');

      const accessToken = await exchange(app, clientId, verifier, await allowWithKeyboard());
      expect((await mcpRequest(app, accessToken)).status).to.equal(200);
      const signedIn = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'alice' } });
      const connectors = await app.request('GET', '/api/account/connectors', { token: signedIn.body.id_token });
      expect(connectors.body.connectors.flatMap((c: any) => c.grants).map((g: any) => g.client_id)).to.deep.equal([clientId]);
    });

    it('keeps the person signed in for the next authorization, and Deny needs nobody signed in', async () => {
      const { page } = fixture;
      await openConsent(app);
      await page.getByLabel('User id').fill('bob');
      await page.getByLabel('User id').press('Enter');
      await page.getByText('Signed in as bob').waitFor();
      await page.getByRole('button', { name: 'Deny' }).click();
      await page.waitForURL(`${callback}**`);
      expect(new URL(page.url()).searchParams.get('error')).to.equal('access_denied');

      await openConsent(app);
      await page.getByText('Signed in as bob').waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('User id').waitFor();
      expect(await page.getByRole('button', { name: 'Allow' }).isDisabled()).to.equal(true);
      await page.getByRole('button', { name: 'Deny' }).click();
      await page.waitForURL(`${callback}**`);
      expect(new URL(page.url()).searchParams.get('error')).to.equal('access_denied');
    });
  });

  describe('with Firebase Auth (a loopback stand-in of its sign-in)', () => {
    let app: TestApp;
    let standIn: FirebaseAuthStandIn;
    before(async () => {
      const clock = new FakeClock();
      standIn = await FirebaseAuthStandIn.start({
        projectId: 'demo-consent',
        apiKey: 'AIzaSyStandIn-consent',
        now: () => clock.now(),
        accounts: [{ uid: 'uid-cleo', email: 'cleo@example.com', password: 'a long passphrase' }],
      });
      app = await startOAuthApp({
        clock,
        env: { ...standIn.serviceEnv(), OAUTH_RATE_LIMIT: '100000' },
      });
    });
    after(async () => {
      await app?.stop();
      await standIn?.stop();
    });

    it('signs in with an email and password (its endpoint allowed by the page’s policy), and Allow acts as that person', async () => {
      const { page } = fixture;
      const { clientId, verifier } = await openConsent(app);
      await page.getByLabel('Email').fill('cleo@example.com');
      await page.getByLabel('Password').fill('not it');
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('alert').filter({ hasText: 'The email or password is not right.' }).waitFor();
      expect(await page.getByRole('button', { name: 'Allow' }).isDisabled()).to.equal(true);
      await screenshot(page, 'consent-firebase-wrong-password');
      await page.getByLabel('Password').fill('a long passphrase');
      await page.getByLabel('Password').press('Enter');
      await page.getByText('Signed in as cleo@example.com').waitFor();
      expect(await accessibilityViolations(page)).to.deep.equal([]);

      const accessToken = await exchange(app, clientId, verifier, await allowWithKeyboard());
      expect((await mcpRequest(app, accessToken)).status).to.equal(200);
      const idToken = await standIn.signInFor('cleo@example.com', 'a long passphrase');
      const connectors = await app.request('GET', '/api/account/connectors', { token: idToken });
      expect(connectors.body.connectors.flatMap((c: any) => c.grants).map((g: any) => g.client_id)).to.deep.equal([clientId]);
    });
  });
});
