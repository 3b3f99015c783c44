import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DevTokenIssuer, MintedIdToken } from '../../application/identity/ports.js';
import type { Clock } from '../../application/shared/ports.js';

/**
 * The development issuer: a key pair kept under `DATA_DIR/dev-issuer/` (or in the store with
 * FILE_STORAGE=store, composition/shared-keys.ts), used when no AUTH_* variable is set, so that a
 * fresh clone can mint tokens (`npm run token`) the server trusts.
 */
export const DEV_ISSUER = 'content-service-dev-issuer';
export const DEV_AUDIENCE = 'content-service';
const ALG = 'ES256';
const KEY_FILE = 'private-key.jwk.json';

export interface DevIssuerKeys {
  readonly privateJwk: JWK;
  readonly jwks: { keys: JWK[] };
}

/** A new key pair, as the text kept (the private JWK): secret. */
export async function freshDevIssuerKey(): Promise<string> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  return JSON.stringify({ ...(await exportJWK(privateKey)), alg: ALG, use: 'sig', kid: `dev-${Date.now().toString(36)}` });
}

/** The key pair from the text kept: the private JWK, and the public key set that verifies its tokens. */
export function devIssuerKeysOf(text: string): DevIssuerKeys {
  const privateJwk = JSON.parse(text) as JWK;
  const { d: _private, ...publicJwk } = privateJwk;
  return { privateJwk, jwks: { keys: [publicJwk] } };
}

/** Where DATA_DIR keeps the key pair (FILE_STORAGE=disk). */
export const devIssuerKeyFile = (dataDir: string): string => join(dataDir, 'dev-issuer', KEY_FILE);

/** Loads the key pair from DATA_DIR, creating it on first use; two processes racing agree on one key. */
export async function ensureDevIssuerKeys(dataDir: string): Promise<DevIssuerKeys> {
  const file = devIssuerKeyFile(dataDir);
  const dir = dirname(file);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fresh = await freshDevIssuerKey();
  try {
    writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
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
  return devIssuerKeysOf(text);
}

export interface DevTokenClaims {
  readonly sub: string;
  readonly email?: string | null;
  readonly ttlSeconds?: number;
  /** Defaults to now. */
  readonly issuedAt?: Date;
}

/** A token of the dev issuer of this DATA_DIR (FILE_STORAGE=disk). */
export async function mintDevToken(dataDir: string, claims: DevTokenClaims): Promise<string> {
  return mintDevTokenWith(await ensureDevIssuerKeys(dataDir), claims);
}

/** A token signed with `keys`, wherever they are kept. */
export async function mintDevTokenWith({ privateJwk }: DevIssuerKeys, claims: DevTokenClaims): Promise<string> {
  return signDevToken((await importJWK(privateJwk, ALG)) as CryptoKey, privateJwk.kid, claims);
}

function signDevToken(key: CryptoKey, kid: string | undefined, claims: DevTokenClaims): Promise<string> {
  const issuedAt = Math.floor((claims.issuedAt ?? new Date()).getTime() / 1000);
  return new SignJWT(claims.email ? { email: claims.email } : {})
    .setProtectedHeader({ alg: ALG, kid })
    .setSubject(claims.sub)
    .setIssuer(DEV_ISSUER)
    .setAudience(DEV_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (claims.ttlSeconds ?? 3600))
    .sign(key);
}

/** The development sign-in's tokens: the dev issuer's key (DATA_DIR's or the store's), times from the service's clock. */
export class DevIssuerTokens implements DevTokenIssuer {
  private signingKey: Promise<{ key: CryptoKey; kid: string | undefined }> | null = null;

  constructor(
    private readonly keys: () => Promise<DevIssuerKeys>,
    private readonly clock: Clock,
    private readonly ttlSeconds = 3600,
  ) {}

  async mint(claims: { readonly userId: string; readonly email: string | null }): Promise<MintedIdToken> {
    const { key, kid } = await this.key();
    const issuedAt = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000);
    const token = await signDevToken(key, kid, { sub: claims.userId, email: claims.email, ttlSeconds: this.ttlSeconds, issuedAt });
    return { token, expiresAt: new Date(issuedAt.getTime() + this.ttlSeconds * 1000), lifetimeSeconds: this.ttlSeconds };
  }

  /** Read and imported once: the key does not change while the process runs. */
  private key(): Promise<{ key: CryptoKey; kid: string | undefined }> {
    this.signingKey ??= this.keys().then(async ({ privateJwk }) => ({
      key: (await importJWK(privateJwk, ALG)) as CryptoKey,
      kid: privateJwk.kid,
    }));
    this.signingKey.catch(() => (this.signingKey = null));
    return this.signingKey;
  }
}
