import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor, UserActor } from '../../domain/identity/actor.js';
import type { ProtectedResource } from '../../domain/oauth/resources.js';
import { invalid, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { AccountRepository } from '../accounts/ports.js';
import { ApiKeyAuthenticator } from '../api-keys/api-key-authenticator.js';
import { AccessTokenAuthenticator } from '../oauth/access-token-authenticator.js';
import { Clock } from '../shared/ports.js';
import { IdentityVerifier } from './ports.js';

const REMEMBERED_USERS_MAX = 10_000;

/** What a request presents to prove who is calling. */
export interface Credentials {
  /**
   * `Authorization: Bearer <token>`: an identity-provider ID token (a JWT) or an access token
   * of this service's OAuth server (opaque). `''` when an Authorization header is present but
   * not a bearer token; null when there is none.
   */
  readonly bearer: string | null;
  /** `x-api-key`: a project's service key (null when absent). */
  readonly apiKey: string | null;
  /** `x-project-id`: the project the key belongs to (live voice also names its project with it). */
  readonly projectId: string | null;
  /** The resource the request calls: an access token must name it in its audience. */
  readonly resource: ProtectedResource;
}

const ONE_CREDENTIAL = 'Send either an Authorization bearer token or an x-api-key, not both';
const MCP_NEEDS_ACCESS_TOKEN = 'MCP needs an OAuth access token for this service (or an API key); an ID token is not accepted here';

/**
 * ID tokens are JWTs (three dot-separated parts); this service's access tokens are opaque and
 * have no dot. One scan of the token tells them apart before any work on either path.
 */
const isJwt = (token: string): boolean => token.includes('.');

const refused = (error: AppError): Promise<E.Either<AppError, Actor>> => Promise.resolve(E.left(error));

/**
 * Turns a request's credentials into an actor: an API key (with `x-project-id`) into the
 * key's actor; a bearer access token into the user it was granted by, capped by its scopes;
 * a bearer ID token into the user. `/mcp` takes no ID token: its tokens must be issued for it
 * (an ID token's audience is the sign-in app, and passing it on would make every ID token a
 * key to the MCP endpoint). The account's email is written only when it is first seen or
 * changes, so the hot path stays read-only.
 */
@injectable()
export class Authenticate {
  private readonly knownEmails = new Map<string, string | null>();

  constructor(
    @inject(IdentityVerifier) private readonly verifier: IdentityVerifier,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(ApiKeyAuthenticator) private readonly apiKeys: ApiKeyAuthenticator,
    @inject(AccessTokenAuthenticator) private readonly accessTokens: AccessTokenAuthenticator,
  ) {}

  // Not `async`: it hands on the chosen path's own promise. An async function returning a
  // promise adopts it, a frame and three microtasks more on every authenticated request.
  execute(credentials: Credentials): Promise<E.Either<AppError, Actor>> {
    if (credentials.apiKey !== null) {
      // Two credentials could name two callers: refuse rather than pick one.
      if (credentials.bearer !== null) return refused(invalid(ONE_CREDENTIAL));
      return this.apiKeys.authenticate(credentials.apiKey, credentials.projectId);
    }
    const token = credentials.bearer;
    if (token === null || token === '') return refused(unauthenticated('Authentication required'));
    if (!isJwt(token)) return this.accessTokens.authenticate(token, credentials.resource);
    if (credentials.resource === 'mcp') return refused(unauthenticated(MCP_NEEDS_ACCESS_TOKEN));
    return this.identify(token);
  }

  /** The user an identity-provider ID token names (the OAuth sign-in page uses it too). */
  async identify(token: string): Promise<E.Either<AppError, UserActor>> {
    const verified = await this.verifier.verify(token);
    if (E.isLeft(verified)) return verified;
    const { userId, email } = verified.right;
    if (!this.knownEmails.has(userId) || (email !== null && this.knownEmails.get(userId) !== email)) {
      await this.accounts.remember(userId, email, this.clock.now());
      if (this.knownEmails.size >= REMEMBERED_USERS_MAX) this.knownEmails.clear();
      this.knownEmails.set(userId, email);
    }
    return E.right({ kind: 'user', userId, email });
  }
}
