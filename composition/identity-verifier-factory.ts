import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { readFileSync } from 'node:fs';
import type { IdentityVerifier } from '../application/identity/ports.js';
import type { Clock } from '../application/shared/ports.js';
import type { Config } from './config.js';
import { CachedIdentityVerifier } from '../infrastructure/auth/cached-identity-verifier.js';
import { DEV_AUDIENCE, DEV_ISSUER, type DevIssuerKeys } from '../infrastructure/auth/dev-issuer.js';
import type { OidcDiscovery } from '../infrastructure/auth/oidc-discovery.js';
import { JoseIdentityVerifier, type JoseVerifierOptions } from '../infrastructure/auth/jose-identity-verifier.js';

/** Firebase Auth signs ID tokens with Google's securetoken keys, per its documentation. */
const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Whom the server trusts, derived from the configuration and an OpenID provider's discovery document, read before (no I/O here). */
export interface IdentityTrust {
  readonly keys: { kind: 'url'; url: string } | { kind: 'file'; path: string } | { kind: 'dev' };
  readonly issuer: string;
  readonly audience: string;
  /** Firebase ID tokens carry `auth_time`, which must not lie in the future either. */
  readonly requireAuthTime: boolean;
  readonly description: string;
}

export function identityTrust(config: Config, discovered: OidcDiscovery | null = null): IdentityTrust {
  if (config.AUTH_FIREBASE_PROJECT_ID !== null) {
    const id = config.AUTH_FIREBASE_PROJECT_ID;
    const issuer = `https://securetoken.google.com/${id}`;
    return { keys: { kind: 'url', url: FIREBASE_JWKS_URL }, issuer, audience: id, requireAuthTime: true, description: `Firebase Auth project ${id}` };
  }
  if (config.AUTH_JWKS_URL !== null) {
    return {
      keys: { kind: 'url', url: config.AUTH_JWKS_URL },
      issuer: config.AUTH_ISSUER!,
      // With a sign-in client, ID tokens are issued to it: the client id is their audience.
      audience: config.AUTH_AUDIENCE ?? config.AUTH_OIDC_CLIENT_ID!,
      requireAuthTime: false,
      description: `JWKS ${config.AUTH_JWKS_URL}`,
    };
  }
  if (config.AUTH_JWKS_FILE !== null) {
    const description = `JWKS file ${config.AUTH_JWKS_FILE}`;
    return {
      keys: { kind: 'file', path: config.AUTH_JWKS_FILE },
      issuer: config.AUTH_ISSUER!,
      audience: config.AUTH_AUDIENCE ?? config.AUTH_OIDC_CLIENT_ID!,
      requireAuthTime: false,
      description,
    };
  }
  if (config.AUTH_OIDC_CLIENT_ID !== null) {
    if (discovered === null) throw new Error('an OpenID provider is configured but its discovery document was not read');
    return {
      keys: { kind: 'url', url: discovered.jwksUri },
      issuer: discovered.issuer,
      audience: config.AUTH_AUDIENCE ?? config.AUTH_OIDC_CLIENT_ID,
      requireAuthTime: false,
      description: `OpenID provider ${discovered.issuer} (its keys at ${discovered.jwksUri})`,
    };
  }
  return {
    keys: { kind: 'dev' },
    issuer: DEV_ISSUER,
    audience: DEV_AUDIENCE,
    requireAuthTime: false,
    description: 'development issuer (npm run token): DEVELOPMENT ONLY',
  };
}

async function keySet(trust: IdentityTrust, devIssuerKeys: () => Promise<DevIssuerKeys>): Promise<JWTVerifyGetKey> {
  switch (trust.keys.kind) {
    case 'url':
      // jose caches the key set, refetches on an unknown kid (at most every cooldown), times out.
      return createRemoteJWKSet(new URL(trust.keys.url), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    case 'file':
      return createLocalJWKSet(JSON.parse(readFileSync(trust.keys.path, 'utf8')) as JSONWebKeySet);
    case 'dev':
      return createLocalJWKSet((await devIssuerKeys()).jwks);
  }
}

/** What the jose verifier checks for a trust: its issuer, audience and claim rules, with `keys`. */
export const verifierOptions = (trust: IdentityTrust, keys: JWTVerifyGetKey): JoseVerifierOptions => ({
  keys,
  issuer: trust.issuer,
  audience: trust.audience,
  requireAuthTime: trust.requireAuthTime,
});

export interface IdentitySetup {
  readonly verifier: IdentityVerifier;
  /** For the start-up log line. */
  readonly description: string;
}

/** `devIssuerKeys`: where the dev issuer's key is kept (composition/shared-keys.ts), read only when it is the identity provider. */
export async function buildIdentityVerifier(
  config: Config,
  clock: Clock,
  discovered: OidcDiscovery | null,
  devIssuerKeys: () => Promise<DevIssuerKeys>,
): Promise<IdentitySetup> {
  const trust = identityTrust(config, discovered);
  const keys = await keySet(trust, devIssuerKeys);
  const verifier = new CachedIdentityVerifier(new JoseIdentityVerifier(verifierOptions(trust, keys), clock), clock);
  return { verifier, description: trust.description };
}
