import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { OAuthStore } from '../../application/oauth/ports.js';

/** The authorization server's secrets: created once, kept in the store, shared by every instance. */
export interface ServerKeys {
  /** Signs what the library signs (ID tokens, when a client asks for `openid`). ES256, private. */
  readonly signing: JWK;
  /** Signs the library's cookies (the interaction and its session). */
  readonly cookies: string[];
  /** Derives each interaction's CSRF token. */
  readonly csrf: string;
}

const ALG = 'ES256';

async function freshKeys(): Promise<ServerKeys> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), alg: ALG, use: 'sig', kid: `oauth-${Date.now().toString(36)}` };
  return { signing, cookies: [randomBytes(32).toString('base64url')], csrf: randomBytes(32).toString('base64url') };
}

/**
 * The keys, generated on first start and stored with the server's state (the SQLite file in
 * DATA_DIR, or MongoDB), so a restart, or another instance, signs and checks with the same
 * ones. Never logged.
 */
export async function loadServerKeys(store: OAuthStore): Promise<ServerKeys> {
  const stored = await store.ensureKeys(JSON.stringify(await freshKeys()));
  return JSON.parse(stored) as ServerKeys;
}
