import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { ApiKeyAuthenticator } from '../../../application/api-keys/api-key-authenticator.js';
import { Authenticate, type Credentials } from '../../../application/identity/authenticate.js';
import type { IdentityVerifier, VerifiedIdentity } from '../../../application/identity/ports.js';
import type { AccessTokenAuthenticator } from '../../../application/oauth/access-token-authenticator.js';
import { unauthenticated } from '../../../domain/shared/errors.js';
import { FakeClock } from '../../support/fake-clock.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { InMemoryAccountRepository } from '../../support/fakes/projects.js';

const NOW = new Date('2030-06-01T12:00:00Z');
const NO_CREDENTIALS: Credentials = { bearer: null, apiKey: null, projectId: null, resource: 'api' };
const ID_TOKEN = 'header.payload.signature';

/**
 * Authenticate with stand-ins that say which path a credential took: the verifier accepts
 * `header.payload.signature` as alice (email set by the test), the key and access-token paths
 * answer what they were called with.
 */
function setUp() {
  const accounts = new InMemoryAccountRepository();
  const identity = { email: 'alice@example.com' as string | null };
  const verifier: IdentityVerifier = {
    verify: async (token) =>
      token === ID_TOKEN
        ? E.right<never, VerifiedIdentity>({ userId: 'alice', email: identity.email, expiresAt: new Date(NOW.getTime() + 3600_000) })
        : E.left(unauthenticated('Invalid token')),
  };
  const apiKeys = { authenticate: async (key: string, projectId: string | null) => E.left(unauthenticated(`api key ${key} for ${projectId}`)) };
  const accessTokens = { authenticate: async (token: string, resource: string) => E.left(unauthenticated(`access token ${token} for ${resource}`)) };
  const authenticate = new Authenticate(
    verifier,
    accounts,
    new FakeClock(NOW),
    apiKeys as unknown as ApiKeyAuthenticator,
    accessTokens as unknown as AccessTokenAuthenticator,
  );
  return { authenticate, accounts, identity };
}

describe('Authenticate', () => {
  it('requires a credential: none, or an Authorization header that is not a bearer token', async () => {
    const { authenticate } = setUp();
    const required = { _tag: 'Unauthenticated', message: 'Authentication required' };
    expect(leftOf(await authenticate.execute(NO_CREDENTIALS))).to.deep.equal(required);
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, bearer: '' }))).to.deep.equal(required);
  });

  it('refuses an API key sent with a bearer token (even an empty one) rather than pick one of two callers', async () => {
    const { authenticate } = setUp();
    const both = { _tag: 'Invalid', message: 'Send either an Authorization bearer token or an x-api-key, not both' };
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, apiKey: 'k', projectId: 'p1', bearer: ID_TOKEN }))).to.deep.equal(both);
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, apiKey: 'k', projectId: 'p1', bearer: '' }))).to.deep.equal(both);
  });

  it('hands an API key and its project to the key authenticator', async () => {
    const { authenticate } = setUp();
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, apiKey: 'k', projectId: 'p1' })).message).to.equal('api key k for p1');
  });

  it('hands an opaque bearer token (no dot) to the access-token authenticator, with the resource called', async () => {
    const { authenticate } = setUp();
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, bearer: 'opaque', resource: 'mcp' })).message).to.equal('access token opaque for mcp');
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, bearer: 'opaque' })).message).to.equal('access token opaque for api');
  });

  it('turns an ID token into its user on the API, and refuses one on /mcp', async () => {
    const { authenticate } = setUp();
    expect(rightOf(await authenticate.execute({ ...NO_CREDENTIALS, bearer: ID_TOKEN }))).to.deep.equal({
      kind: 'user',
      userId: 'alice',
      email: 'alice@example.com',
    });
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, bearer: ID_TOKEN, resource: 'mcp' }))).to.deep.equal({
      _tag: 'Unauthenticated',
      message: 'MCP needs an OAuth access token for this service (or an API key); an ID token is not accepted here',
    });
    expect(leftOf(await authenticate.execute({ ...NO_CREDENTIALS, bearer: 'a.b.c' }))).to.deep.equal({ _tag: 'Unauthenticated', message: 'Invalid token' });
  });

  it('writes the account when its user is first seen and when the email changes, not on every request', async () => {
    const { authenticate, accounts, identity } = setUp();
    rightOf(await authenticate.identify(ID_TOKEN));
    expect(accounts.writes).to.equal(1);
    expect(accounts.accounts.get('alice')).to.deep.equal({ user_id: 'alice', email: 'alice@example.com' });
    rightOf(await authenticate.identify(ID_TOKEN));
    expect(accounts.writes).to.equal(1);
    identity.email = 'alice@example.org';
    rightOf(await authenticate.identify(ID_TOKEN));
    expect(accounts.writes).to.equal(2);
    expect(accounts.accounts.get('alice')!.email).to.equal('alice@example.org');
    // A token without an email leaves the known one alone, and is no change to write.
    identity.email = null;
    expect(rightOf(await authenticate.identify(ID_TOKEN)).email).to.equal(null);
    expect(accounts.writes).to.equal(2);
  });

  it('writes a first-seen user whose token has no email', async () => {
    const { authenticate, accounts, identity } = setUp();
    identity.email = null;
    rightOf(await authenticate.identify(ID_TOKEN));
    expect(accounts.writes).to.equal(1);
    rightOf(await authenticate.identify(ID_TOKEN));
    expect(accounts.writes).to.equal(1);
  });

  it('remembers the emails of 10,000 users at most: past that it starts afresh, writing each user again once', async () => {
    const accounts = new InMemoryAccountRepository();
    // Every token names the user it is (the account writes are what this test counts).
    const verifier: IdentityVerifier = {
      verify: async (token) => E.right<never, VerifiedIdentity>({ userId: token, email: `${token}@example.com`, expiresAt: NOW }),
    };
    const authenticate = new Authenticate(verifier, accounts, new FakeClock(NOW), {} as ApiKeyAuthenticator, {} as AccessTokenAuthenticator);
    for (let i = 0; i < 10_000; i += 1) rightOf(await authenticate.identify(`user-${i}`));
    rightOf(await authenticate.identify('user-0'));
    expect(accounts.writes).to.equal(10_000);
    // The 10,001st user: the memory is full, so it is cleared; user-0 is written again.
    rightOf(await authenticate.identify('user-10000'));
    rightOf(await authenticate.identify('user-0'));
    expect(accounts.writes).to.equal(10_002);
  });
});
