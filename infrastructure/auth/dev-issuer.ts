import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The development issuer: a key pair kept under `DATA_DIR/dev-issuer/`, used when no AUTH_*
 * variable is set, so that a fresh clone can mint tokens (`npm run token`) the server trusts.
 */
export const DEV_ISSUER = 'content-service-dev-issuer';
export const DEV_AUDIENCE = 'content-service';
const ALG = 'ES256';
const KEY_FILE = 'private-key.jwk.json';

export interface DevIssuerKeys {
  readonly privateJwk: JWK;
  readonly jwks: { keys: JWK[] };
}

/** Loads the key pair, creating it on first use; two processes racing agree on one key. */
export async function ensureDevIssuerKeys(dataDir: string): Promise<DevIssuerKeys> {
  const dir = join(dataDir, 'dev-issuer');
  const file = join(dir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: ALG, use: 'sig', kid: `dev-${Date.now().toString(36)}` };
  try {
    writeFileSync(file, JSON.stringify(jwk), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readKeyFile(file);
  if (!written) throw new Error(`dev issuer key file ${file} is unreadable`);
  return written;
}

function readKeyFile(file: string): DevIssuerKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const privateJwk = JSON.parse(text) as JWK;
  const { d: _private, ...publicJwk } = privateJwk;
  return { privateJwk, jwks: { keys: [publicJwk] } };
}

export interface DevTokenClaims {
  readonly sub: string;
  readonly email?: string | null;
  readonly ttlSeconds?: number;
}

export async function mintDevToken(dataDir: string, claims: DevTokenClaims): Promise<string> {
  const { privateJwk } = await ensureDevIssuerKeys(dataDir);
  const key = await importJWK(privateJwk, ALG);
  const jwt = new SignJWT(claims.email ? { email: claims.email } : {})
    .setProtectedHeader({ alg: ALG, kid: privateJwk.kid })
    .setSubject(claims.sub)
    .setIssuer(DEV_ISSUER)
    .setAudience(DEV_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${claims.ttlSeconds ?? 3600}s`);
  return jwt.sign(key);
}
