import { expect } from 'chai';
import { SignJWT } from 'jose';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';
import { TEST_AUDIENCE, TEST_ISSUER, TestIssuer } from '../../support/tokens.js';

/** Every way an ID token can be wrong is a 401 JSON answer, and a right one is accepted. */
describe('HTTP authentication with ID tokens', () => {
  let app: TestApp;
  const me = (token?: string, raw?: string) => app.request('GET', '/api/accounts/me', raw !== undefined ? { headers: { authorization: raw } } : { token });

  before(async () => {
    app = await TestApp.start();
  });
  after(() => app.stop());

  it('accepts a valid token and keeps the email on the account', async () => {
    const response = await me(await app.token('alice', { email: 'Alice@Example.COM' }));
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ user_id: 'alice', email: 'alice@example.com', projects: [] });
  });

  const rejected: Array<[string, () => Promise<{ token?: string; raw?: string }>, string]> = [
    ['no Authorization header', async () => ({}), 'Authentication required'],
    ['a non-Bearer scheme', async () => ({ raw: 'Basic dXNlcjpwYXNz' }), 'Authentication required'],
    ['a malformed token', async () => ({ token: 'not.a.jwt' }), 'Invalid token'],
    ['an empty Bearer', async () => ({ raw: 'Bearer ' }), 'Authentication required'],
    ['an expired token', async () => ({ token: await app.token('u', { iat: new Date(Date.now() - 7200_000), ttlSeconds: 3600 }) }), 'Token expired'],
    ['a wrong issuer', async () => ({ token: await app.token('u', { issuer: 'https://evil.test' }) }), 'Invalid token'],
    ['a wrong audience', async () => ({ token: await app.token('u', { audience: 'someone-else' }) }), 'Invalid token'],
    ['a token without sub', async () => ({ token: await app.token('u', { omit: ['sub'] }) }), 'Invalid token'],
    ['a token without exp', async () => ({ token: await app.token('u', { omit: ['exp'] }) }), 'Invalid token'],
    ['a token without iat', async () => ({ token: await app.token('u', { omit: ['iat'] }) }), 'Invalid token'],
    ['a token signed by an unknown key', async () => ({ token: await (await TestIssuer.create()).token({ sub: 'u' }) }), 'Invalid token'],
    ['alg none', async () => ({ token: unsecured({ sub: 'u' }) }), 'Invalid token'],
    ['alg HS256 (even with the public key as secret)', async () => ({ token: await hmacToken(JSON.stringify(app.issuer.jwks.keys[0])) }), 'Invalid token'],
    ['a tampered payload', async () => ({ token: tamper(await app.token('u')) }), 'Invalid token'],
    [
      'an iat more than 60 s in the future',
      async () => ({ token: await app.token('u', { iat: new Date(app.clock.now().getTime() + 61_000) }) }),
      'Invalid token',
    ],
  ];

  for (const [name, make, message] of rejected) {
    it(`answers 401 for ${name}`, async () => {
      const { token, raw } = await make();
      const response = await me(token, raw);
      expect(response.status).to.equal(401);
      expect(response.body).to.deep.equal({ error: message });
      expect(response.headers.get('www-authenticate')).to.equal('Bearer');
    });
  }

  it('checks a forged signature right after the genuine token (the cache keys whole tokens)', async () => {
    const genuine = await app.token('cached-user');
    expect((await me(genuine)).status).to.equal(200);
    const [header, payload] = genuine.split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(64, 7).toString('base64url')}`;
    const response = await me(forged);
    expectError(response, 401, 'Invalid token');
    expect((await me(genuine)).status).to.equal(200);
  });

  it('accepts RS256 as well as ES256', async () => {
    const rsaApp = await TestApp.start({ issuer: await TestIssuer.create('RS256') });
    try {
      const response = await rsaApp.request('GET', '/api/accounts/me', { as: 'rsa-user' });
      expect(response.status).to.equal(200);
      expect(response.body.user_id).to.equal('rsa-user');
    } finally {
      await rsaApp.stop();
    }
  });
});

function unsecured(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat: now, exp: now + 600, ...claims })}.`;
}

async function hmacToken(secret: string): Promise<string> {
  return new SignJWT({ sub: 'u' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  claims.sub = 'someone-else';
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}
