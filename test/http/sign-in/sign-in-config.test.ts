import { expect } from 'chai';
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
});
