import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration } from 'oidc-provider';
import { freePort } from '../free-port.js';

/** The client the service's pages sign in as: public (no secret), the code flow with PKCE. */
export const PORTAL_CLIENT_ID = 'content-portal';

/**
 * A real OpenID provider on loopback (`oidc-provider`, with its development sign-in pages: any
 * login, any password), for the pages' sign-in with `AUTH_ISSUER` and `AUTH_OIDC_CLIENT_ID`.
 * One public client, whose redirect URI is the service's callback page; refresh tokens are
 * issued to it, and the ID token carries the account's email (`<login>@example.com`), as
 * Keycloak's, Auth0's or Google's do. `idTokenSeconds` sets the ID token's lifetime.
 */
export class OpenIdProviderStandIn {
  private constructor(
    readonly issuer: string,
    private readonly server: Server,
  ) {}

  static async start(options: { redirectOrigin: string; idTokenSeconds?: number }): Promise<OpenIdProviderStandIn> {
    const { Provider } = await import('oidc-provider');
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const configuration: Configuration = {
      clients: [
        {
          client_id: PORTAL_CLIENT_ID,
          token_endpoint_auth_method: 'none',
          redirect_uris: [`${options.redirectOrigin}/auth/oidc/callback`],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' }] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // The email in the ID token itself (the default keeps it for userinfo in the code flow).
      conformIdTokenClaims: false,
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, email: `${sub}@example.com`, email_verified: true, name: sub }),
      }),
      issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      ttl: { IdToken: options.idTokenSeconds ?? 3600 },
      cookies: { keys: ['a cookie key for the stand-in only'] },
    };
    const provider = new Provider(issuer, configuration);
    // The library warns that its development sign-in pages are for development: they are, here.
    provider.silent = true;
    const server = createServer(provider.callback());
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return new OpenIdProviderStandIn(issuer, server);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
