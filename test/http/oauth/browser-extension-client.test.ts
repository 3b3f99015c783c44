import { expect } from 'chai';
import { describedFetch } from '../../support/api-description.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { clientOrigins } from '../../../domain/oauth/client-origins.js';
import { authorizedCode, registered } from './support.js';

const EXTENSION = 'lkbgmbnmolndifnlmoonoafodefbnfhd';
const OTHER_EXTENSION = 'abcdefghijklmnopabcdefghijklmnop';
const REDIRECT = `https://${EXTENSION}.chromiumapp.org/oauth`;

/**
 * A browser extension signs in through `chrome.identity.launchWebAuthFlow`: its redirect URI is
 * `https://<id>.chromiumapp.org/...` (an https URI, registered as any other), and it calls the
 * token endpoint from its own origin, `chrome-extension://<id>`, which the server accepts for
 * that client alone.
 */
describe('OAuth for a browser extension (a chromiumapp.org redirect URI)', () => {
  let app: TestApp;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
  });
  after(() => app.stop());

  const exchange = async (origin: string) => {
    const client = await registered(app, { client_name: 'Extension', redirect_uris: [REDIRECT], application_type: 'web', scope: 'content:draft' });
    const { code, verifier } = await authorizedCode(app, 'alice', { client, redirectUri: REDIRECT, scope: 'content:draft', resource: `${app.url}/api` });
    const response = await describedFetch(`${app.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: client.client_id }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { scope?: string; error?: string },
      allowed: response.headers.get('access-control-allow-origin'),
    };
  };

  it("exchanges the code from the extension's own origin, with the content:draft scope", async () => {
    const { status, body, allowed } = await exchange(`chrome-extension://${EXTENSION}`);
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.scope).to.equal('content:draft');
    expect(allowed).to.equal(`chrome-extension://${EXTENSION}`);
  });

  it("refuses the token request from another extension's origin, or another site's", async () => {
    for (const origin of [`chrome-extension://${OTHER_EXTENSION}`, 'https://attacker.example', `https://${EXTENSION}.chromiumapp.org.attacker.example`]) {
      const { status, body } = await exchange(origin);
      expect([status, body.error], origin).to.deep.equal([400, 'invalid_request']);
    }
  });

  it('maps only a chromiumapp.org https redirect URI with an extension id to the extension origin', () => {
    expect([...clientOrigins([REDIRECT, 'http://127.0.0.1:8765/cb'])]).to.deep.equal([
      `https://${EXTENSION}.chromiumapp.org`,
      `chrome-extension://${EXTENSION}`,
      'http://127.0.0.1:8765',
    ]);
    for (const uri of [
      `http://${EXTENSION}.chromiumapp.org/oauth`,
      'https://not-an-id.chromiumapp.org/',
      `https://${EXTENSION}.chromiumapp.org.evil.example/`,
      `https://x.${EXTENSION}.chromiumapp.org/`,
    ]) {
      expect(
        [...clientOrigins([uri])].some((origin) => origin.startsWith('chrome-extension:')),
        uri,
      ).to.equal(false);
    }
  });
});
