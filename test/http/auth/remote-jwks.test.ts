import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { JwksStandIn } from '../../support/stand-ins/jwks.js';
import { TEST_AUDIENCE, TEST_ISSUER, TestIssuer } from '../../support/tokens.js';

describe('HTTP authentication against a remote JWKS (AUTH_JWKS_URL)', () => {
  let app: TestApp;
  let jwks: JwksStandIn;
  let issuer: TestIssuer;

  before(async () => {
    issuer = await TestIssuer.create('RS256');
    jwks = await JwksStandIn.start(() => issuer.jwks);
    app = await TestApp.start({
      issuer,
      env: { AUTH_JWKS_FILE: '', AUTH_JWKS_URL: jwks.url, AUTH_ISSUER: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE },
    });
  });
  after(async () => {
    await app.stop();
    await jwks.stop();
  });

  it('verifies tokens with keys fetched from the URL, fetching the key set once', async () => {
    for (const user of ['u1', 'u2', 'u3']) {
      const response = await app.request('GET', '/api/accounts/me', { token: await issuer.token({ sub: user }) });
      expect(response.status).to.equal(200);
      expect(response.body.user_id).to.equal(user);
    }
    expect(jwks.fetches).to.equal(1);
  });

  it('rejects a token from a key the provider does not publish', async () => {
    const stranger = await TestIssuer.create('RS256');
    const response = await app.request('GET', '/api/accounts/me', { token: await stranger.token({ sub: 'x' }) });
    expect(response.status).to.equal(401);
  });
});
