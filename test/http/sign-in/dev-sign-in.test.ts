import { expect } from 'chai';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { TestApp } from '../../support/test-app.js';
import { TestApp as App } from '../../support/test-app.js';
import { startDevIssuerApp } from './support.js';

/** `POST /auth/dev/sign-in`: an ID token of the dev issuer for a user id, while (and only while) it is the identity provider. */
describe('The development sign-in', () => {
  describe('with the dev issuer as the identity provider', () => {
    let app: TestApp;
    before(async () => {
      app = await startDevIssuerApp({ SIGN_IN_RATE_LIMIT: '100000' });
    });
    after(() => app.stop());

    it('answers a one-hour ID token that the API accepts, never cached, the email lowercased', async () => {
      const response = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'alice', email: 'Alice@Example.com ' } });
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.equal('no-store');
      const now = Math.floor(app.clock.now().getTime() / 1000);
      expect(response.body).to.deep.equal({
        id_token: response.body.id_token,
        token_type: 'Bearer',
        expires_in: 3600,
        expires_at: new Date((now + 3600) * 1000).toISOString(),
        user_id: 'alice',
        email: 'alice@example.com',
      });
      const claims = decodeJwt(response.body.id_token);
      expect(claims).to.include({
        sub: 'alice',
        email: 'alice@example.com',
        iss: 'content-service-dev-issuer',
        aud: 'content-service',
        iat: now,
        exp: now + 3600,
      });
      const me = await app.request('GET', '/api/accounts/me', { token: response.body.id_token });
      expect(me.status).to.equal(200);
      expect(me.body).to.deep.equal({ user_id: 'alice', email: 'alice@example.com', projects: [] });
    });

    it('times the token by the service clock, so that it expires as the API sees time pass', async () => {
      const { body } = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'bob' } });
      expect(body.email).to.equal(null);
      app.clock.advance(3600_000 + 61_000);
      try {
        const me = await app.request('GET', '/api/accounts/me', { token: body.id_token });
        expect(me.status).to.equal(401);
        expect(me.body).to.deep.equal({ error: 'Token expired' });
        const again = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'bob', email: null } });
        expect((await app.request('GET', '/api/accounts/me', { token: again.body.id_token })).status).to.equal(200);
      } finally {
        app.clock.advance(-(3600_000 + 61_000));
      }
    });

    it('refuses a bad user id or email, naming the field, and ignores keys it does not know', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, 'user_id is required'],
        [{ user_id: '' }, 'user_id must be from 1 to 128 letters, digits or . _ @ : + -'],
        [{ user_id: 'two words' }, 'user_id must be from 1 to 128 letters, digits or . _ @ : + -'],
        [{ user_id: 'x'.repeat(129) }, 'user_id must be from 1 to 128 letters, digits or . _ @ : + -'],
        [{ user_id: 42 }, 'user_id must be from 1 to 128 letters, digits or . _ @ : + -'],
        [{ user_id: 'carol', email: 'carol' }, 'email must be an email address (something@domain, no spaces, at most 254 characters)'],
        [{ user_id: 'carol', email: 'c arol@example.com' }, 'email must be an email address (something@domain, no spaces, at most 254 characters)'],
        [[], 'request body must be an object'],
      ];
      for (const [body, error] of cases) {
        const response = await app.request('POST', '/auth/dev/sign-in', { body });
        expect(response.status, JSON.stringify(body)).to.equal(400);
        expect(response.body).to.deep.equal({ error });
      }
      const extra = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'dave', sub: 'admin', ttl: 999999 } });
      expect(extra.status).to.equal(200);
      expect(decodeJwt(extra.body.id_token)).to.include({ sub: 'dave' });
      expect(extra.body.expires_in).to.equal(3600);
    });

    it('signs many people in at once, every token by the one key of the data directory', async () => {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => app.request('POST', '/auth/dev/sign-in', { body: { user_id: `user-${i}` } })));
      expect(answers.map((a) => a.status)).to.deep.equal(answers.map(() => 200));
      expect(new Set(answers.map((a) => decodeProtectedHeader(a.body.id_token).kid)).size).to.equal(1);
      const accepted = await Promise.all(answers.map((a) => app.request('GET', '/api/accounts/me', { token: a.body.id_token })));
      expect(accepted.map((a) => a.body.user_id)).to.deep.equal(answers.map((_, i) => `user-${i}`));
    });
  });

  it('is rate limited per IP like the other unauthenticated routes: 429 with Retry-After', async () => {
    const app = await startDevIssuerApp({ SIGN_IN_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'eve' } })).status).to.equal(200);
      const refused = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: 'eve' } });
      expect(refused.status).to.equal(429);
      expect(refused.body).to.deep.equal({ error: 'Too many requests' });
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
    } finally {
      await app.stop();
    }
  });

  it('does not exist with another identity provider: 404 for every method and body', async () => {
    const app = await App.start();
    try {
      for (const [method, body] of [
        ['POST', { user_id: 'mallory' }],
        ['POST', { user_id: '' }],
        ['GET', undefined],
      ] as const) {
        const response = await app.request(method, '/auth/dev/sign-in', { body });
        expect(response.status, method).to.equal(404);
        expect(response.body).to.deep.equal({ error: 'Not found' });
      }
    } finally {
      await app.stop();
    }
  });
});
