import type { ApiKey, StoredApiKey } from '../../domain/api-keys/api-key.js';

/**
 * A project's API keys. Revocation deletes the key: no stored hash is left to match. Lookups by
 * prefix sit on the hot path of every key-authenticated request; an adapter may cache them
 * only where it can evict on a revocation by any instance (see each adapter).
 */
export interface ApiKeyRepository {
  /** False when the prefix is taken (the caller draws another key). */
  create(key: StoredApiKey): Promise<boolean>;
  /** The project's keys, oldest first, without their hashes. */
  list(projectId: string): Promise<ApiKey[]>;
  findByPrefix(prefix: string): Promise<StoredApiKey | null>;
  /** Any project's key by its id, without its hash (operator commands). */
  findById(keyId: string): Promise<ApiKey | null>;
  /** Deletes the key; false when the project has no key with that id. */
  revoke(projectId: string, keyId: string): Promise<boolean>;
  /** Records a use at `at` unless a use later than `unlessUsedAfter` is already recorded. */
  touch(keyId: string, at: string, unlessUsedAfter: string): Promise<void>;
}
export const ApiKeyRepository = Symbol.for('ApiKeyRepository');

/** Randomness and hashing of keys (no `node:` module may be imported by the application layer). */
export interface ApiKeySecrets {
  /** A fresh key (shown once), its visible prefix, and the hash that is stored. */
  generate(): { key: string; prefix: string; hash: string };
  hash(key: string): string;
  /** Compares two hashes in constant time. */
  same(a: string, b: string): boolean;
}
export const ApiKeySecrets = Symbol.for('ApiKeySecrets');
