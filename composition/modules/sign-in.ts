import { ContainerModule } from 'inversify';
import { DevSignIn } from '../../application/identity/dev-sign-in.js';
import { GetSignInConfig } from '../../application/identity/get-sign-in-config.js';
import { DevTokenIssuer } from '../../application/identity/ports.js';
import { SignInSettings } from '../../application/identity/sign-in-settings.js';
import { Clock } from '../../application/shared/ports.js';
import { DevIssuerTokens } from '../../infrastructure/auth/dev-issuer.js';
import type { OidcDiscovery } from '../../infrastructure/auth/oidc-discovery.js';
import { usesDevIssuer, type Config } from '../config.js';
import type { SharedKeys } from '../shared-keys.js';
import { bindUseCases } from './bind-use-cases.js';

/** The scopes asked of an OpenID provider unless AUTH_OIDC_SCOPES says otherwise. */
const OIDC_SCOPES = 'openid email profile';

/** Which sign-in the service's pages offer, from the identity configuration (and the OpenID provider's discovery document). */
export function signInSettings(config: Config, discovered: OidcDiscovery | null = null): SignInSettings {
  if (usesDevIssuer(config)) return { provider: 'dev' };
  if (config.AUTH_OIDC_CLIENT_ID !== null && discovered !== null) {
    return {
      provider: 'oidc',
      oidc: {
        issuer: discovered.issuer,
        clientId: config.AUTH_OIDC_CLIENT_ID,
        scopes: config.AUTH_OIDC_SCOPES ?? OIDC_SCOPES,
        label: config.AUTH_OIDC_LABEL ?? 'Sign in',
        authorizationEndpoint: discovered.authorizationEndpoint,
        tokenEndpoint: discovered.tokenEndpoint,
      },
    };
  }
  if (config.FIREBASE_API_KEY !== null) {
    const projectId = config.AUTH_FIREBASE_PROJECT_ID;
    return {
      provider: 'firebase',
      firebase: {
        apiKey: config.FIREBASE_API_KEY,
        // Firebase gives every project this domain; a custom one is set with FIREBASE_AUTH_DOMAIN.
        authDomain: config.FIREBASE_AUTH_DOMAIN ?? (projectId === null ? null : `${projectId}.firebaseapp.com`),
        projectId,
        emulatorUrl: config.FIREBASE_AUTH_EMULATOR_URL,
      },
    };
  }
  return { provider: 'none' };
}

/** A dev token issuer that never signs: bound when another identity provider is configured. */
const NO_DEV_ISSUER: DevTokenIssuer = {
  mint: () => Promise.reject(new Error('the development issuer is not the identity provider: it signs no token')),
};

/** Signing in to the service's own pages: the public sign-in configuration and the development sign-in. */
export const signInModule = (config: Config, discovered: OidcDiscovery | null, keys: SharedKeys) =>
  new ContainerModule(({ bind }) => {
    bind(SignInSettings).toConstantValue(signInSettings(config, discovered));
    if (usesDevIssuer(config)) bind(DevTokenIssuer).toDynamicValue((context) => new DevIssuerTokens(keys.devIssuer, context.get(Clock)));
    else bind(DevTokenIssuer).toConstantValue(NO_DEV_ISSUER);
    bindUseCases(bind, [GetSignInConfig, DevSignIn]);
  });
