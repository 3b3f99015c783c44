import { ContainerModule } from 'inversify';
import { ConnectorGrants } from '../../application/connectors/connector-grants.js';
import { ConnectorViews } from '../../application/connectors/connector-views.js';
import { GetConnector } from '../../application/connectors/get-connector.js';
import { ListConnectors } from '../../application/connectors/list-connectors.js';
import { RevokeConnectorGrant } from '../../application/connectors/revoke-connector-grant.js';
import { RevokeConnector } from '../../application/connectors/revoke-connector.js';
import { Authenticate } from '../../application/identity/authenticate.js';
import { AccessTokenAuthenticator } from '../../application/oauth/access-token-authenticator.js';
import { AccessTokenCache } from '../../application/oauth/access-token-cache.js';
import { OAuthState } from '../../application/oauth/oauth-state.js';
import { OAuthStore } from '../../application/oauth/ports.js';
import { RedirectUriCheck } from '../../application/oauth/redirect-uri-check.js';
import { DomainRepository } from '../../application/site/ports.js';
import { SweepOAuthState } from '../../application/oauth/sweep-oauth-state.js';
import { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import { OAuthServer } from '../../adapters/oauth/oauth-server.js';
import { AssetCatalog } from '../../adapters/http/assets/asset-catalog.js';
import { signInConnectSources } from '../../adapters/http/sign-in/connect-sources.js';
import { SignInSettings } from '../../application/identity/sign-in-settings.js';
import type { Config } from '../config.js';
import { MongoOAuthStore } from '../../infrastructure/mongo/oauth/oauth-store.js';
import { SqliteOAuthStore } from '../../infrastructure/sqlite/oauth/oauth-store.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * OAuth for MCP clients: the authorization server's state (SQLite or MongoDB), the access
 * token check used by `Authenticate`, the server itself (built on first use, after test
 * overrides), the account's connectors, and the sweep of expired entries.
 */
export const oauthModule = (config: Config, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(OAuthStore).toConstantValue(byStorage<OAuthStore>(storage, { sqlite: (db) => new SqliteOAuthStore(db), mongo: (db) => new MongoOAuthStore(db) }));
    bindUseCases(bind, [
      AccessTokenCache,
      OAuthState,
      AccessTokenAuthenticator,
      SweepOAuthState,
      ConnectorGrants,
      ConnectorViews,
      ListConnectors,
      GetConnector,
      RevokeConnector,
      RevokeConnectorGrant,
    ]);
    bind(OAuthServer).toDynamicValue(
      (context) =>
        new OAuthServer({
          options: {
            publicBaseUrl: config.publicBaseUrl,
            trustedProxies: config.TRUST_PROXY,
            pages: { assets: context.get(AssetCatalog), connectTo: signInConnectSources(context.get<SignInSettings>(SignInSettings)) },
          },
          store: context.get(OAuthStore),
          state: context.get(OAuthState),
          fetch: context.get(GuardedFetch),
          authenticate: context.get(Authenticate),
          grants: context.get(ConnectorGrants),
          redirectUris: new RedirectUriCheck(context.get<DomainRepository>(DomainRepository), {
            publicBaseUrl: config.publicBaseUrl,
            sitesDomain: config.SITES_DOMAIN,
          }),
        }),
    );
  });
