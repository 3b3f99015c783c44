import type { Configuration, errors as OidcErrors } from 'oidc-provider';
import type { OAuthState } from '../../application/oauth/oauth-state.js';
import type { RedirectUriCheck } from '../../application/oauth/redirect-uri-check.js';
import type { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import { clientOrigins } from '../../domain/oauth/client-origins.js';
import { resourceOf, resourceUrl } from '../../domain/oauth/resources.js';
import { OAUTH_SCOPES } from '../../domain/oauth/scopes.js';
import { guardedProviderFetch } from './metadata-fetch.js';
import { pageSecurityHeaders } from '../http/pages/security-headers.js';
import type { ConsentPages } from './interactions.js';
import { problemPage } from './pages.js';
import { ProviderStorage } from './provider-storage.js';
import type { ServerKeys } from './server-keys.js';

/** Where the library's endpoints live: everything under `/oauth` (discovery at the well-known paths). */
const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  userinfo: '/oauth/userinfo',
  introspection: '/oauth/introspect',
  end_session: '/oauth/session/end',
  challenge: '/oauth/challenge',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  pushed_authorization_request: '/oauth/par',
  backchannel_authentication: '/oauth/backchannel',
  credential: '/oauth/credential',
} as const;

/** The interaction (sign-in and consent) page of an authorization request. */
const interactionPath = (uid: string): string => `/oauth/interaction/${encodeURIComponent(uid)}`;

/** Lifetimes, in seconds. */
export const TTL = {
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  /** Each rotation starts a fresh 30 days: a client in use stays connected, an idle one lapses. */
  RefreshToken: 30 * 24 * 60 * 60,
  /** A grant (and its connector record) lasts a year, refreshes included; then the user consents again. */
  Grant: 365 * 24 * 60 * 60,
  IdToken: 60 * 60,
  /** The sign-in session only carries one authorization through: not a remembered login. */
  Session: 60 * 60,
  Interaction: 15 * 60,
} as const;

export interface ConfigurationDeps {
  readonly publicBaseUrl: string;
  readonly state: OAuthState;
  readonly fetch: GuardedFetch;
  readonly keys: ServerKeys;
  /** The library's error classes (the library is loaded on first use, see OAuthServer). */
  readonly errors: typeof OidcErrors;
  /** The library's request being served (its context), if any: what a fetch belongs to. */
  readonly currentRequest: () => object | undefined;
  readonly pages: ConsentPages;
  /** The rule of redirect URIs (no fragment, https or loopback, never a host whose pages the service serves). */
  readonly redirectUris: RedirectUriCheck;
}

/** The library's error page: the service's problem page, under the strict policy of the service's pages. */
const ERROR_PAGE_HEADERS = { ...pageSecurityHeaders(), 'cache-control': 'no-store' };

/**
 * The library's configuration: a plain OAuth 2.1 authorization server for MCP clients.
 * - Dynamic client registration (open, no registration access tokens) and client ID metadata
 *   documents (fetched through the guarded fetch); every client's redirect URIs must be https
 *   or loopback http, never on a host whose pages the service serves (its own, a published
 *   site's: `RedirectUriCheck`), the library compares them exactly (a native client's loopback
 *   port may vary) and refuses fragments.
 * - Authorization code only, PKCE S256 required for every client (`plain` is refused).
 * - `resource` (RFC 8707) required at authorization: `<base>/mcp` or `<base>/api`; the access
 *   token (opaque, stored under its hash) names it as its audience, with the content scopes.
 * - Refresh tokens for every client allowed the grant, rotated on every use (see OAuthState
 *   for the grace period), valid whatever happens to the sign-in session.
 * - A fresh grant per authorization, so consent is always asked and each connection can be
 *   revoked on its own; revoking any token of a grant revokes all of it.
 */
export function providerConfiguration(deps: ConfigurationDeps): Configuration {
  const { publicBaseUrl, state, keys, errors, redirectUris } = deps;
  /** The rule's refusal as the library answers it (`invalid_redirect_uri`, as the message starts with `redirect_uris`). */
  const refuseRedirectUris = async (uris: unknown): Promise<void> => {
    const problem = Array.isArray(uris) ? await redirectUris.problemOf(uris) : null;
    if (problem !== null) throw new errors.InvalidClientMetadata(problem);
  };
  return {
    adapter: (name: string) => new ProviderStorage(name, state),
    clients: [],
    jwks: { keys: [keys.signing] },
    cookies: {
      keys: keys.cookies,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: OAUTH_ROUTES,
    // Listed here too (not only on the resources) so that clients may register them in their `scope`.
    scopes: ['openid', ...OAUTH_SCOPES],
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    pkce: { required: () => true },
    ttl: { ...TTL },
    features: {
      devInteractions: { enabled: false },
      // The resources check bearer tokens only: no DPoP-bound token may be issued.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      introspection: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      revocation: { enabled: true },
      registration: {
        enabled: true,
        initialAccessToken: false,
        // Never issued; the library's one asynchronous step of a registration that sees the request's metadata, before
        // anything is stored: the redirect URIs are checked here against the verified custom domains (a store lookup).
        issueRegistrationAccessToken: async (ctx) => {
          await refuseRedirectUris((ctx.oidc.body as { redirect_uris?: unknown } | undefined)?.redirect_uris);
          return false;
        },
      },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        // A metadata document's client, before it is used: its redirect URIs against the custom domains too.
        allowClient: async (_ctx, client) => {
          await refuseRedirectUris(client.redirectUris);
          return true;
        },
      },
      resourceIndicators: {
        enabled: true,
        // Without `resource` an authorization request is refused: every token names the resource it is for.
        defaultResource: async (_ctx, _client, oneOf) => {
          if (oneOf !== undefined) return oneOf;
          throw new errors.InvalidTarget(`resource is required (${resourceUrl(publicBaseUrl, 'mcp')} for MCP)`);
        },
        getResourceServerInfo: async (_ctx, indicator) => {
          const resource = resourceOf(publicBaseUrl, indicator);
          if (resource === null) throw new errors.InvalidTarget('unknown resource');
          return {
            scope: OAUTH_SCOPES.join(' '),
            audience: resourceUrl(publicBaseUrl, resource),
            accessTokenFormat: 'opaque',
            accessTokenTTL: TTL.AccessToken,
          };
        },
        useGrantedResource: async () => true,
      },
    },
    extraClientMetadata: {
      // A standard registration field (RFC 7591), listed here so the validator below runs for every client.
      properties: ['software_id'],
      validator: (_ctx, key, _value, metadata) => {
        if (key !== 'software_id') return;
        for (const uri of (metadata.redirect_uris as string[] | undefined) ?? []) {
          const problem = typeof uri === 'string' ? redirectUris.withoutLookup(uri) : 'redirect_uris must be strings';
          // InvalidRedirectUri has a fixed description; this error keeps ours (invalid_redirect_uri, as it starts with `redirect_uris`).
          if (problem !== null) throw new errors.InvalidClientMetadata(problem);
        }
      },
    },
    interactions: { url: async (_ctx, interaction) => interactionPath(interaction.uid) },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId === undefined ? undefined : ctx.oidc.provider.Grant.find(grantId);
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    revokeGrantPolicy: () => true,
    // Browser-based clients may call the token endpoint from the origin they are redirected to (a browser extension: its own, see clientOrigins).
    clientBasedCORS: (_ctx, origin, client) => origin !== 'null' && clientOrigins(client.redirectUris ?? []).has(origin),
    fetch: guardedProviderFetch(deps.fetch, deps.currentRequest) as Configuration['fetch'],
    // What the library cannot send back to the client's redirect URI (an unknown client, a redirect URI it did not register):
    // a page for the user's browser, the `{ error, error_description }` JSON of every other error for any other caller.
    renderError: async (ctx, out) => {
      ctx.status = ctx.status >= 400 ? ctx.status : 400;
      ctx.set('cache-control', 'no-store');
      if (ctx.accepts('json', 'html') === 'html') {
        ctx.type = 'html';
        ctx.set(ERROR_PAGE_HEADERS);
        ctx.body = problemPage(deps.pages.assets, 'Cannot continue', `${out.error}: ${out.error_description ?? 'the request was refused'}`);
        return;
      }
      ctx.body = { error: out.error, error_description: out.error_description ?? 'the request was refused' };
    },
  };
}
