import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { UserActor } from '../../domain/identity/actor.js';
import { contentScopesOf } from '../../domain/oauth/scopes.js';
import { resourceOf, type ProtectedResource } from '../../domain/oauth/resources.js';
import { forbidden, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { ConnectorGrants } from '../connectors/connector-grants.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { OAuthState } from './oauth-state.js';

/** One message for an unknown, expired, revoked or other resource's token: none tells which. */
export const INVALID_ACCESS_TOKEN = 'Invalid or expired access token';
export const NO_CONTENT_SCOPE = 'The access token grants no content scope (content:read or content:write)';

/**
 * Turns an access token issued by this service's authorization server into the user it acts
 * for. The token is looked up (under its hash) in the authorization server's state, or in the
 * memory of that (AccessTokenCache: a revoked grant is refused at once on this instance, within
 * a second on every other); it must be unexpired (on
 * the service's clock) and name the resource being called in its audience (a token for the
 * general API is no key to `/mcp`, nor the reverse). It acts as the user, with the content
 * capabilities its scopes name (domain/identity/capabilities.ts).
 */
@injectable()
export class AccessTokenAuthenticator {
  constructor(
    @inject(OAuthState) private readonly state: OAuthState,
    @inject(ConnectorGrants) private readonly grants: ConnectorGrants,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
  ) {}

  async authenticate(token: string, resource: ProtectedResource): Promise<E.Either<AppError, UserActor>> {
    // Expiry is the stored entry's, set on the service's clock from the token's lifetime: an expired token is not found.
    const payload = await this.state.findAccessToken(token);
    if (payload === undefined) return E.left(unauthenticated(INVALID_ACCESS_TOKEN));
    const { aud, accountId, grantId, clientId, scope } = payload;
    const audience = typeof aud === 'string' ? resourceOf(this.settings.publicBaseUrl, aud) : null;
    // A sender-constrained token (DPoP, mTLS) needs a proof this service does not check: refuse it.
    const bound = 'jkt' in payload || 'x5t#S256' in payload;
    if (audience !== resource || bound || typeof accountId !== 'string' || typeof grantId !== 'string' || typeof clientId !== 'string') {
      return E.left(unauthenticated(INVALID_ACCESS_TOKEN));
    }
    const scopes = contentScopesOf(typeof scope === 'string' ? scope : undefined);
    if (scopes.length === 0) return E.left(forbidden(NO_CONTENT_SCOPE));
    await this.grants.recordUse(grantId);
    return E.right({ kind: 'user', userId: accountId, email: null, oauth: { grantId, clientId, scopes } });
  }
}
