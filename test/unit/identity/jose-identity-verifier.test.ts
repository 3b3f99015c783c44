import { expect } from 'chai';
import { createLocalJWKSet, errors, importJWK, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { identityTrust, verifierOptions } from '../../../composition/identity-verifier-factory.js';
import { CLOCK_SKEW_SECONDS, JoseIdentityVerifier } from '../../../infrastructure/auth/jose-identity-verifier.js';
import { loadConfig } from '../../../composition/config.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TEST_AUDIENCE, TEST_ISSUER, TestIssuer } from '../../support/tokens.js';
import { leftOf, rightOf } from '../../support/expect.js';

const NOW = new Date('2030-06-01T12:00:00Z');
const seconds = (offset: number) => Math.floor(NOW.getTime() / 1000) + offset;
const INVALID = { _tag: 'Unauthenticated', message: 'Invalid token' };

describe('JoseIdentityVerifier', () => {
  let issuer: TestIssuer;
  let clock: FakeClock;
  before(async () => {
    issuer = await TestIssuer.create();
  });
  beforeEach(() => {
    clock = new FakeClock(NOW);
  });

  describe('with a JWKS of the generic preset', () => {
    const verifier = () =>
      new JoseIdentityVerifier({ keys: createLocalJWKSet(issuer.jwks), issuer: TEST_ISSUER, audience: TEST_AUDIENCE, requireAuthTime: false }, clock);
    const issuedIn = (offsetSeconds: number) => issuer.token({ sub: 'alice', iat: new Date(NOW.getTime() + offsetSeconds * 1000) });

    it(`accepts an iat up to ${CLOCK_SKEW_SECONDS} s ahead of our clock (clock skew)`, async () => {
      expect(rightOf(await verifier().verify(await issuedIn(CLOCK_SKEW_SECONDS))).userId).to.equal('alice');
    });

    it(`refuses an iat further than ${CLOCK_SKEW_SECONDS} s in the future`, async () => {
      expect(leftOf(await verifier().verify(await issuedIn(CLOCK_SKEW_SECONDS + 1)))).to.deep.equal(INVALID);
      expect(leftOf(await verifier().verify(await issuedIn(3600)))).to.deep.equal(INVALID);
    });

    it('holds exp to the same skew', async () => {
      const expiredAgo = (s: number) => issuer.token({ sub: 'alice', iat: new Date(NOW.getTime() - 3600_000), ttlSeconds: 3600 - s });
      rightOf(await verifier().verify(await expiredAgo(CLOCK_SKEW_SECONDS - 1)));
      expect(leftOf(await verifier().verify(await expiredAgo(CLOCK_SKEW_SECONDS)))).to.deep.equal({ _tag: 'Unauthenticated', message: 'Token expired' });
    });

    it('answers the user, the email trimmed and lower-cased (none when absent or blank), and when the token expires', async () => {
      expect(rightOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, email: '  Alice@Example.COM ' })))).to.deep.equal({
        userId: 'alice',
        email: 'alice@example.com',
        expiresAt: new Date(NOW.getTime() + 3600_000),
      });
      expect(rightOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW }))).email).to.equal(null);
      expect(rightOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, email: '   ' }))).email).to.equal(null);
      expect(rightOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, claims: { email: 42 } }))).email).to.equal(null);
    });

    it('refuses a subject that is empty, longer than 200 characters or not a string, and accepts one of 200', async () => {
      for (const sub of ['', 'x'.repeat(201)]) {
        expect(leftOf(await verifier().verify(await issuer.token({ sub, iat: NOW }))), `${sub.length}`).to.deep.equal(INVALID);
      }
      expect(leftOf(await verifier().verify(await issuer.token({ iat: NOW, omit: ['sub'], claims: { sub: 42 } })))).to.deep.equal(INVALID);
      expect(rightOf(await verifier().verify(await issuer.token({ sub: 'x'.repeat(200), iat: NOW }))).userId).to.have.length(200);
    });

    it('requires exp, iat and sub', async () => {
      for (const claim of ['exp', 'iat', 'sub'] as const) {
        expect(leftOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, omit: [claim] }))), claim).to.deep.equal(INVALID);
      }
    });

    it("refuses another issuer's or audience's token, and what is not a token", async () => {
      expect(leftOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, issuer: 'https://other.test' })))).to.deep.equal(INVALID);
      expect(leftOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, audience: 'other' })))).to.deep.equal(INVALID);
      expect(leftOf(await verifier().verify('not.a.token'))).to.deep.equal(INVALID);
    });

    it("answers the identity provider's key endpoint failing as our outage, not the caller's bad token", async () => {
      const UNAVAILABLE = { _tag: 'Unavailable', message: 'Identity provider keys are unavailable' };
      const failing = (error: unknown) =>
        new JoseIdentityVerifier(
          {
            keys: async () => {
              throw error;
            },
            issuer: TEST_ISSUER,
            audience: TEST_AUDIENCE,
            requireAuthTime: false,
          },
          clock,
        );
      const token = await issuer.token({ sub: 'alice', iat: NOW });
      expect(leftOf(await failing(new errors.JWKSTimeout()).verify(token))).to.deep.equal(UNAVAILABLE);
      expect(leftOf(await failing(new TypeError('fetch failed')).verify(token))).to.deep.equal(UNAVAILABLE);
      expect(leftOf(await failing(Object.assign(new Error('aborted'), { name: 'AbortError' })).verify(token))).to.deep.equal(UNAVAILABLE);
      expect(leftOf(await failing(new errors.JWKSNoMatchingKey()).verify(token))).to.deep.equal(INVALID);
      expect(leftOf(await failing(new Error('anything else')).verify(token))).to.deep.equal(INVALID);
    });

    it('does not require auth_time outside the Firebase preset', async () => {
      rightOf(await verifier().verify(await issuer.token({ sub: 'alice', iat: NOW, claims: { auth_time: seconds(3600) } })));
    });
  });

  describe('with the Firebase preset (its rules, against a local key set)', () => {
    const PROJECT = 'demo-firebase-project';
    const verifier = () => {
      const config = loadConfig({ AUTH_FIREBASE_PROJECT_ID: PROJECT });
      // Google's key set cannot be reached from a test: the preset's rules, with our keys.
      return new JoseIdentityVerifier(verifierOptions(identityTrust(rightOf(config)), createLocalJWKSet(issuer.jwks)), clock);
    };
    const firebaseToken = (claims: Record<string, unknown>, iat = NOW) =>
      issuer.token({ sub: 'alice', iat, issuer: `https://securetoken.google.com/${PROJECT}`, audience: PROJECT, claims });

    it('accepts a token whose auth_time lies in the past or within the skew', async () => {
      expect(rightOf(await verifier().verify(await firebaseToken({ auth_time: seconds(-86_400) }))).userId).to.equal('alice');
      rightOf(await verifier().verify(await firebaseToken({ auth_time: seconds(CLOCK_SKEW_SECONDS) })));
    });

    it(`refuses an auth_time further than ${CLOCK_SKEW_SECONDS} s in the future, a missing one, and one that is not a time`, async () => {
      for (const claims of [{ auth_time: seconds(CLOCK_SKEW_SECONDS + 1) }, {}, { auth_time: 'yesterday' }]) {
        expect(leftOf(await verifier().verify(await firebaseToken(claims))), JSON.stringify(claims)).to.deep.equal(INVALID);
      }
    });

    it('requires exp under the preset too', async () => {
      const token = await issuer.token({
        sub: 'alice',
        iat: NOW,
        omit: ['exp'],
        issuer: `https://securetoken.google.com/${PROJECT}`,
        audience: PROJECT,
        claims: { auth_time: seconds(-60) },
      });
      expect(leftOf(await verifier().verify(token))).to.deep.equal(INVALID);
    });

    it('refuses an iat in the future under the preset too', async () => {
      const future = new Date(NOW.getTime() + (CLOCK_SKEW_SECONDS + 1) * 1000);
      expect(leftOf(await verifier().verify(await firebaseToken({ auth_time: seconds(-60) }, future)))).to.deep.equal(INVALID);
    });

    it("refuses another Firebase project's tokens", async () => {
      const other = await issuer.token({
        sub: 'alice',
        iat: NOW,
        issuer: 'https://securetoken.google.com/other',
        audience: 'other',
        claims: { auth_time: seconds(-60) },
      });
      expect(leftOf(await verifier().verify(other))).to.deep.equal(INVALID);
    });
  });

  describe('the algorithm allow-list', () => {
    const SECRET = new TextEncoder().encode('a shared secret of thirty-two by');
    const octKey: JWK = { kty: 'oct', k: Buffer.from(SECRET).toString('base64url'), kid: 'hmac', alg: 'HS256', use: 'sig' };
    const hmacToken = () =>
      new SignJWT({ sub: 'mallory' })
        .setProtectedHeader({ alg: 'HS256', kid: 'hmac' })
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setIssuedAt(NOW)
        .setExpirationTime(seconds(600))
        .sign(SECRET);
    const verifierWith = (keys: JWTVerifyGetKey) =>
      new JoseIdentityVerifier({ keys, issuer: TEST_ISSUER, audience: TEST_AUDIENCE, requireAuthTime: false }, clock);

    it('refuses an HS256 token signed with an oct key of the key set', async () => {
      const keySet = { keys: [...issuer.jwks.keys, octKey] };
      expect(leftOf(await verifierWith(createLocalJWKSet(keySet)).verify(await hmacToken()))).to.deep.equal(INVALID);
      // A resolver that hands out whatever key the header names, the oct one included: the
      // allow-list alone stands between the token and its acceptance.
      const naive: JWTVerifyGetKey = async (header) =>
        importJWK(
          keySet.keys.find((key) => key.kid === header.kid)!,
          header.alg,
        );
      expect(leftOf(await verifierWith(naive).verify(await hmacToken()))).to.deep.equal(INVALID);
      rightOf(await verifierWith(naive).verify(await issuer.token({ sub: 'alice', iat: NOW })));
    });
  });
});
