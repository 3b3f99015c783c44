import { expect } from 'chai';
import { authorizationUrl, mcpRequest, pkce, registered, tokenRequest } from '../../http/oauth/support.js';
import { consent } from '../../support/oauth-browser.js';
import { CALLBACK } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { devToken } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** An MCP client connected by `userId` through OAuth (registration, consent, code): its access token. */
async function connectClient(app: TestApp, userId: string, name: string): Promise<string> {
  const client = await registered(app, { client_name: name });
  const { verifier, challenge } = pkce();
  const outcome = await consent(authorizationUrl(app, client.client_id, { challenge }), { idToken: await devToken(app, userId) });
  const code = outcome.callback.searchParams.get('code')!;
  const tokens = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: CALLBACK,
    client_id: client.client_id,
  });
  expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
  return tokens.body.access_token as string;
}

/** Issue 31: the account in the console: the MCP clients the person connected (OAuth grants), with revoke. */
describeBrowser('Browser: the portal’s account', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('lists the connected MCP clients with what they may do, and revokes one: its token stops working at once', async () => {
    const { app, page } = fixture;
    const notebook = await connectClient(app, 'cara', 'Notebook');
    const sketchpad = await connectClient(app, 'cara', 'Sketchpad');
    await signInToPortal(page, app, 'cara');
    await openScreen(page, 'Account', 'Connected clients');
    const clients = page.getByRole('list', { name: /connected clients$/ }).getByRole('listitem');
    await clients.filter({ hasText: 'Notebook' }).getByText('May read content and edit content.').waitFor();
    expect(await clients.count()).to.equal(2);
    await page.getByText(`${app.url}/mcp`).first().waitFor();
    await lookAt(page, 'portal-connections');

    await clients.filter({ hasText: 'Notebook' }).getByRole('button', { name: 'Revoke Notebook' }).click();
    await page.getByText('Revoked Notebook: its tokens no longer work.').waitFor();
    await clients.filter({ hasText: 'Notebook' }).waitFor({ state: 'detached' });
    expect((await mcpRequest(app, notebook)).status).to.equal(401);
    expect((await mcpRequest(app, sketchpad)).status).to.equal(200);
  });
});
