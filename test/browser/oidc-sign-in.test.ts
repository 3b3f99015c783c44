import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { authorizationUrl, mcpRequest, pkce, registered, tokenRequest } from '../http/oauth/support.js';
import { PORTAL_CLIENT_ID } from '../support/stand-ins/openid-provider.js';
import { harness, serveHarness } from './sign-in-harness.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { keepOnLoopback, OIDC_CONTEXT, OIDC_LABEL as LABEL, oidcService, signInAtProvider } from './support/oidc.js';
import { lookAt, screenshot } from './support/screenshots.js';

/**
 * Issue 31, item 12: the pages sign a person in with any OpenID provider (`AUTH_ISSUER`,
 * `AUTH_OIDC_CLIENT_ID`): the authorization code flow with PKCE, its endpoints from the
 * provider's discovery document, against a real OpenID provider on loopback (oidc-provider,
 * its development sign-in pages: any login and password).
 */
describeBrowser('Browser: signing in with an OpenID provider', function () {
  this.timeout(120_000);
  const service = oidcService();
  const fixture = useBrowser({ app: service.app, context: OIDC_CONTEXT });
  after(() => service.stop());
  beforeEach(() => keepOnLoopback(fixture.context));

  it('signs in to the portal through the provider and back, and the person creates a project and edits it', async () => {
    const { app, page } = fixture;
    await page.goto(`${app.url}/edit/`);
    const button = page.getByRole('button', { name: LABEL });
    await button.waitFor();
    // A button, no field: the provider asks for what it asks for.
    expect(await page.getByRole('textbox').count()).to.equal(0);
    await lookAt(page, 'portal-oidc-sign-in');
    const authorizing = page.waitForRequest((request) => request.url().startsWith(`${service.provider.issuer}/auth?`));
    await button.click();
    const authorize = new URL((await authorizing).url());
    await signInAtProvider(page, 'ada');
    await page.getByText('Signed in as ada@example.com').waitFor();
    expect(new URL(page.url()).pathname).to.equal('/edit/');
    await page.getByRole('heading', { level: 1, name: 'No project yet' }).waitFor();

    await page.getByLabel('Name').fill('Ada’s site');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('button', { name: 'New page…' }).waitFor();
    await page.getByRole('button', { name: /Home.*New draft/ }).click();
    await page.getByLabel('Body', { exact: true }).fill('Welcome, through any OpenID provider.');
    await page.locator('.em-save-status[data-state="saved"]').waitFor();

    // The provider saw the code flow with PKCE, and the service knows the person by the provider's subject.
    expect(Object.fromEntries(authorize.searchParams)).to.include({ response_type: 'code', client_id: PORTAL_CLIENT_ID, code_challenge_method: 'S256' });
    expect(authorize.searchParams.get('redirect_uri')).to.equal(`${app.url}/auth/oidc/callback`);
    expect(authorize.searchParams.get('scope')).to.equal('openid email profile');
    const projects = await app.request('GET', '/api/projects', { token: await idTokenOf(page) });
    expect(projects.body.projects.map((p: { name: string; role: string }) => [p.name, p.role])).to.deep.equal([['Ada’s site', 'admin']]);
  });

  it('keeps the session across a reload, renews the ID token with the refresh token as it nears its end, and signs out', async () => {
    const { app, page } = fixture;
    await page.clock.install();
    const url = await serveHarness(page, app);
    await page.goto(url);
    await page.getByRole('button', { name: LABEL }).click();
    await signInAtProvider(page, 'bea');
    await page.getByText('Signed in as bea@example.com').waitFor();
    expect(new URL(page.url()).pathname).to.equal(new URL(url).pathname);
    const first = await harness<string>(page, 'token');
    expect(decodeJwt(first)).to.include({ iss: service.provider.issuer, aud: PORTAL_CLIENT_ID, sub: 'bea', email: 'bea@example.com' });
    expect(await harness<{ status: number; body: unknown }>(page, 'me')).to.deep.equal({
      status: 200,
      body: { user_id: 'bea', email: 'bea@example.com', projects: [] },
    });
    await page.reload();
    await page.getByText('Signed in as bea@example.com').waitFor();
    expect(await harness<string>(page, 'token')).to.equal(first);

    // 59 minutes on, one is left: the component asks the token endpoint for a new one (refresh_token).
    // Not at the renewal window's edge (55 minutes): the token's lifetime runs from its issue, the
    // page's clock from its install, and on a loaded machine the sign-in between them takes time.
    // The provider signs with RS256, which is deterministic: a token renewed within the second the first
    // was issued in has the same claims (iat included) and the same bytes. Renew in a later second.
    while (Math.floor(Date.now() / 1000) <= (decodeJwt(first).iat as number)) await new Promise((resolve) => setTimeout(resolve, 100));
    await page.clock.fastForward('59:00');
    // The renewal is a request to the provider: under load the first read may still hand out the old token while it runs.
    let renewed = await harness<string>(page, 'token');
    for (const deadline = Date.now() + 15_000; renewed === first && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      renewed = await harness<string>(page, 'token');
    }
    expect(renewed).to.not.equal(first);
    expect(decodeJwt(renewed).sub).to.equal('bea');
    expect(decodeJwt(renewed).iat).to.be.above(decodeJwt(first).iat as number);
    expect((await harness<{ status: number }>(page, 'me')).status).to.equal(200);
    await screenshot(page, 'oidc-signed-in');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: LABEL }).waitFor();
    expect(await harness<string>(page, 'tokenError')).to.equal('Sign in first.');
  });

  it('signs in on the OAuth consent page through the provider, back on the same authorization, and Allow acts as that person', async () => {
    const { app, page } = fixture;
    // The MCP client's loopback redirect URI, where the browser lands with the code.
    const clientServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('back at the client'));
    await new Promise<void>((resolve) => clientServer.listen(0, '127.0.0.1', resolve));
    const callback = `http://127.0.0.1:${(clientServer.address() as AddressInfo).port}/callback`;
    try {
      const client = await registered(app, { client_name: 'Notebook', redirect_uris: [callback] });
      const { verifier, challenge } = pkce();
      await page.goto(authorizationUrl(app, client.client_id, { challenge, redirectUri: callback }).href);
      await page.getByRole('button', { name: LABEL }).click();
      await signInAtProvider(page, 'cleo');
      await page.getByRole('heading', { name: 'Connect Notebook to your content' }).waitFor();
      await page.getByText('Signed in as cleo@example.com').waitFor();
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL(`${callback}**`);
      const code = new URL(page.url()).searchParams.get('code')!;
      const tokens = await tokenRequest(app, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: callback,
        client_id: client.client_id,
      });
      expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
      expect((await mcpRequest(app, tokens.body.access_token)).status).to.equal(200);
    } finally {
      clientServer.closeAllConnections();
      await new Promise((resolve) => clientServer.close(resolve));
    }
  });

  it('says in words when the provider does not sign the person in, with the way back', async () => {
    const { app, page } = fixture;
    await page.goto(`${app.url}/edit/`);
    await page.getByRole('button', { name: LABEL }).click();
    await page.locator('input[name="login"]').waitFor();
    await page.getByRole('link', { name: /Cancel/ }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/^The sign-in service did not sign you in: .+\./).waitFor();
    await lookAt(page, 'oidc-refused');
    await alert.getByRole('link', { name: 'Go back' }).click();
    await page.getByRole('button', { name: LABEL }).waitFor();
  });
});

/** The ID token the page keeps, as it sends it. */
async function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('content-service:oidc-sign-in');
    return (JSON.parse(stored ?? '{}') as { idToken: string }).idToken;
  });
}
