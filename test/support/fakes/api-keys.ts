import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { ApiKey, StoredApiKey } from '../../../domain/api-keys/api-key.js';

/** Keys in a map, behaving like the stores (prefix unique, revocation deletes). */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  readonly keys = new Map<string, StoredApiKey>();
  touches = 0;

  async create(key: StoredApiKey): Promise<boolean> {
    if ([...this.keys.values()].some((k) => k.prefix === key.prefix)) return false;
    this.keys.set(key.id, key);
    return true;
  }

  async list(projectId: string): Promise<ApiKey[]> {
    return [...this.keys.values()]
      .filter((k) => k.project_id === projectId)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(({ key_hash: _hash, ...key }) => key);
  }

  async findByPrefix(prefix: string): Promise<StoredApiKey | null> {
    return [...this.keys.values()].find((k) => k.prefix === prefix) ?? null;
  }

  async findById(keyId: string): Promise<ApiKey | null> {
    const found = this.keys.get(keyId);
    if (found === undefined) return null;
    const { key_hash: _hash, ...key } = found;
    return key;
  }

  async revoke(projectId: string, keyId: string): Promise<boolean> {
    return this.keys.get(keyId)?.project_id === projectId && this.keys.delete(keyId);
  }

  async touch(keyId: string, at: string, unlessUsedAfter: string): Promise<void> {
    const key = this.keys.get(keyId);
    if (key === undefined || (key.last_used_at !== null && key.last_used_at > unlessUsedAfter)) return;
    this.touches += 1;
    this.keys.set(keyId, { ...key, last_used_at: at });
  }
}
