import { expect } from 'chai';
import { LoopbackJsonServer } from '../../support/stand-ins/loopback-json-server.js';
import { TestApp } from '../../support/test-app.js';
import { startDevIssuerApp } from './support.js';

/** `GET /auth/config`: how the pages sign people in, public and readable from a project's own domain. */
describe('The sign-in configuration of the pages', () => {
  async function configOf(app: TestApp) {
    try {
      const response = await fetch(`${app.url}/auth/config`, { headers: { origin: 'https://www.customer.example' } });
      expect(response.status).to.equal(200);
      expect(response.headers.get('access-control-allow-origin')).to.equal('*');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=60');
      return await response.json();
    } finally {
      await app.stop();
    }
  }

  it('names the development sign-in while the dev issuer is the identity provider', async () => {
    expect(await configOf(await startDevIssuerApp())).to.deep.equal({ provider: 'dev' });
  });

  it('gives Firebase’s public web settings when Firebase Auth is configured, and never a secret', async () => {
    const app = await TestApp.start({
      env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', AUTH_FIREBASE_PROJECT_ID: 'my-app-123', FIREBASE_API_KEY: 'AIzaSyPublic-web-key' },
    });
    expect(await configOf(app)).to.deep.equal({
      provider: 'firebase',
      firebase: { api_key: 'AIzaSyPublic-web-key', auth_domain: 'my-app-123.firebaseapp.com', project_id: 'my-app-123', emulator_url: null },
    });
  });

  it('says none when the pages cannot drive the identity provider', async () => {
    expect(await configOf(await TestApp.start())).to.deep.equal({ provider: 'none' });
  });

  it('needs no credential, and ignores one that is wrong', async () => {
    const app = await startDevIssuerApp();
    try {
      const response = await app.request('GET', '/auth/config', { token: 'not-a-token' });
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal({ provider: 'dev' });
    } finally {
      await app.stop();
    }
  });

  describe('with an OpenID provider (AUTH_ISSUER and AUTH_OIDC_CLIENT_ID)', () => {
    let provider: LoopbackJsonServer;
    let discovery: Record<string, unknown> | null;
    before(async () => {
      provider = await LoopbackJsonServer.start(({ path }) =>
        path === '/.well-known/openid-configuration' && discovery !== null ? { status: 200, body: discovery } : { status: 404, body: { error: 'not found' } },
      );
    });
    after(() => provider.stop());
    beforeEach(() => {
      discovery = {
        issuer: provider.url,
        authorization_endpoint: `${provider.url}/authorize`,
        token_endpoint: 'https://tokens.example/oauth/token',
        jwks_uri: `${provider.url}/jwks`,
      };
    });
    const oidcApp = () =>
      TestApp.start({
        env: { AUTH_JWKS_FILE: '', AUTH_AUDIENCE: '', AUTH_ISSUER: provider.url, AUTH_OIDC_CLIENT_ID: 'content-portal', AUTH_OIDC_LABEL: 'Sign in with Acme' },
      });

    it('gives the provider’s endpoints from its discovery document, the client, its scopes and the button’s words', async () => {
      expect(await configOf(await oidcApp())).to.deep.equal({
        provider: 'oidc',
        oidc: {
          issuer: provider.url,
          client_id: 'content-portal',
          scopes: 'openid email profile',
          label: 'Sign in with Acme',
          authorization_endpoint: `${provider.url}/authorize`,
          token_endpoint: 'https://tokens.example/oauth/token',
        },
      });
    });

    it('serves the callback page, never cached nor referred, whose scripts (and the portal’s) may call the token endpoint', async () => {
      const app = await oidcApp();
      try {
        for (const path of ['/auth/oidc/callback', '/edit/']) {
          const response = await fetch(`${app.url}${path}?code=c&state=s`);
          expect(response.status, path).to.equal(200);
          expect(response.headers.get('content-security-policy'), path).to.include("connect-src 'self' https://tokens.example;");
        }
        const callback = await fetch(`${app.url}/auth/oidc/callback?code=c&state=s`);
        expect(callback.headers.get('cache-control')).to.equal('no-store');
        expect(callback.headers.get('referrer-policy')).to.equal('no-referrer');
        expect(await callback.text()).to.match(/<script type="module" src="\/assets\/sign-in-callback-\w+\.js">/);
      } finally {
        await app.stop();
      }
      const dev = await startDevIssuerApp();
      try {
        expect((await dev.request('GET', '/auth/oidc/callback')).status).to.equal(404);
      } finally {
        await dev.stop();
      }
    });

    it('does not start when the provider’s discovery document cannot be read or names another issuer, saying why', async () => {
      discovery = null;
      expect(
        await oidcApp().then(
          () => 'started',
          (error: Error) => error.message,
        ),
      ).to.equal(`AUTH_ISSUER: the OpenID provider's discovery document ${provider.url}/.well-known/openid-configuration answered 404`);
      discovery = {
        issuer: 'https://elsewhere.example',
        authorization_endpoint: 'https://a.example',
        token_endpoint: 'https://t.example',
        jwks_uri: 'https://j.example',
      };
      expect(
        await oidcApp().then(
          () => 'started',
          (error: Error) => error.message,
        ),
      ).to.include('names another issuer ("https://elsewhere.example")');
    });
  });
});
