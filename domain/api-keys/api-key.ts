import * as t from 'io-ts';

/** What a key may do: `manager` (reads and writes) or `member` (read-only). Never `admin`. */
export const ApiKeyRole = t.keyof({ manager: null, member: null }, 'manager or member');
export type ApiKeyRole = t.TypeOf<typeof ApiKeyRole>;

export const DEFAULT_API_KEY_ROLE: ApiKeyRole = 'manager';

/** A project's service API key, as listed: never its secret. */
export interface ApiKey {
  readonly id: string;
  readonly project_id: string;
  readonly name: string;
  /** The key's first characters, shown so a person can tell keys apart. */
  readonly prefix: string;
  readonly role: ApiKeyRole;
  readonly created_at: string;
  /**
   * Who created it (an actor label: an admin's user id); null for a key made before keys
   * recorded it. Its saves count as this person's where the approval rule asks who edited.
   */
  readonly created_by: string | null;
  /** Updated at most once a minute (see Authenticate): a hint, not an audit log. */
  readonly last_used_at: string | null;
}

/** A key as stored: its listing plus the SHA-256 hash of the whole key (hex). */
export interface StoredApiKey extends ApiKey {
  readonly key_hash: string;
}

/**
 * The key format: `csk_` (content service key), 12 characters that look the key up, then 43
 * characters of secret (256 random bits, base64url). The lookup part is not secret: it only
 * finds the row, whose hash of the whole key is then compared in constant time.
 */
export const API_KEY_PREFIX = 'csk_';
const LOOKUP_LENGTH = 12;
const SECRET_LENGTH = 43;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9]{${LOOKUP_LENGTH}}[A-Za-z0-9_-]{${SECRET_LENGTH}}$`);

/** The visible prefix of a well-formed key, or null for anything else (the same 401 follows). */
export function keyPrefixOf(key: string): string | null {
  return KEY_PATTERN.test(key) ? key.slice(0, API_KEY_PREFIX.length + LOOKUP_LENGTH) : null;
}

/** Builds a key from its random parts (the infrastructure supplies the randomness). */
export function composeApiKey(lookup: string, secret: string): { key: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${lookup}${secret}`;
  const prefix = keyPrefixOf(key);
  if (prefix === null) throw new Error('composeApiKey: random parts of the wrong shape');
  return { key, prefix };
}

export const API_KEY_LOOKUP_LENGTH = LOOKUP_LENGTH;
