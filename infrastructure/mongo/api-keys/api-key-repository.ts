import type { Db } from 'mongodb';
import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { ApiKey, StoredApiKey } from '../../../domain/api-keys/api-key.js';

/** `created_by` is absent from keys made before keys recorded their creator. */
type ApiKeyDoc = Omit<StoredApiKey, 'id' | 'created_by'> & { _id: string; created_by?: string | null };

const toStored = ({ _id, created_by, ...rest }: ApiKeyDoc): StoredApiKey => ({ id: _id, ...rest, created_by: created_by ?? null });
const toApiKey = (doc: ApiKeyDoc): ApiKey => {
  const { key_hash: _hash, ...key } = toStored(doc);
  return key;
};

const DUPLICATE_KEY = 11000;

/**
 * Keys in MongoDB, never cached in memory: every key-authenticated request reads its key by
 * prefix (one unique-index point read), so a revocation on any instance (a delete) refuses the
 * key on every instance from the next request on. A cache would need an invalidation signal
 * across instances; the read it would save costs about what the membership read of every
 * request already does.
 */
export class MongoApiKeyRepository implements ApiKeyRepository {
  private readonly keys;

  constructor(db: Db) {
    this.keys = db.collection<ApiKeyDoc>('api_keys');
  }

  async create(key: StoredApiKey): Promise<boolean> {
    const { id, ...rest } = key;
    try {
      await this.keys.insertOne({ _id: id, ...rest });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async list(projectId: string): Promise<ApiKey[]> {
    return (await this.keys.find({ project_id: projectId }).sort({ _id: 1 }).toArray()).map(toApiKey);
  }

  async findByPrefix(prefix: string): Promise<StoredApiKey | null> {
    const doc = await this.keys.findOne({ prefix });
    return doc ? toStored(doc) : null;
  }

  async findById(keyId: string): Promise<ApiKey | null> {
    const doc = await this.keys.findOne({ _id: keyId });
    return doc ? toApiKey(doc) : null;
  }

  async revoke(projectId: string, keyId: string): Promise<boolean> {
    return (await this.keys.deleteOne({ _id: keyId, project_id: projectId })).deletedCount === 1;
  }

  async touch(keyId: string, at: string, unlessUsedAfter: string): Promise<void> {
    await this.keys.updateOne({ _id: keyId, $or: [{ last_used_at: null }, { last_used_at: { $lte: unlessUsedAfter } }] }, { $set: { last_used_at: at } });
  }
}
