import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet } from 'jose';
import { readFileSync } from 'node:fs';
import type { IdentityVerifier } from '../../application/identity/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { usesDevIssuer, type Config } from '../config.js';
import { CachedIdentityVerifier } from './cached-identity-verifier.js';
import { DEV_AUDIENCE, DEV_ISSUER, ensureDevIssuerKeys } from './dev-issuer.js';
import { JoseIdentityVerifier, type JoseVerifierOptions } from './jose-identity-verifier.js';

/** Firebase Auth signs ID tokens with Google's securetoken keys, per its documentation. */
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface IdentitySetup {
  readonly verifier: IdentityVerifier;
  /** For the start-up log line. */
  readonly description: string;
}

const remoteKeys = (url: string) =>
  createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });

async function verifierOptions(config: Config): Promise<JoseVerifierOptions & { description: string }> {
  if (config.AUTH_FIREBASE_PROJECT_ID !== null) {
    const id = config.AUTH_FIREBASE_PROJECT_ID;
    return { keys: remoteKeys(FIREBASE_JWKS_URL), issuer: `https://securetoken.google.com/${id}`, audience: id, description: `Firebase Auth project ${id}` };
  }
  const issuer = config.AUTH_ISSUER ?? DEV_ISSUER;
  const audience = config.AUTH_AUDIENCE ?? DEV_AUDIENCE;
  if (config.AUTH_JWKS_URL !== null) {
    return { keys: remoteKeys(config.AUTH_JWKS_URL), issuer, audience, description: `JWKS ${config.AUTH_JWKS_URL}` };
  }
  if (config.AUTH_JWKS_FILE !== null) {
    const jwks = JSON.parse(readFileSync(config.AUTH_JWKS_FILE, 'utf8')) as JSONWebKeySet;
    return { keys: createLocalJWKSet(jwks), issuer, audience, description: `JWKS file ${config.AUTH_JWKS_FILE}` };
  }
  const { jwks } = await ensureDevIssuerKeys(config.DATA_DIR);
  return { keys: createLocalJWKSet(jwks), issuer, audience, description: 'development issuer (npm run token)' };
}

export async function buildIdentityVerifier(config: Config, clock: Clock): Promise<IdentitySetup> {
  const { description, ...options } = await verifierOptions(config);
  const verifier = new CachedIdentityVerifier(new JoseIdentityVerifier(options, clock), clock);
  return { verifier, description: usesDevIssuer(config) ? `${description}: DEVELOPMENT ONLY` : description };
}
