import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { ApiKey, ApiKeyRole, StoredApiKey } from '../../../domain/api-keys/api-key.js';
import type { SqliteDatabase } from '../database.js';
import { SqliteRowCache } from '../row-cache.js';

interface ApiKeyRow {
  id: string;
  project_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  role: string;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
}

const toApiKey = ({ key_hash: _hash, ...row }: ApiKeyRow): ApiKey => ({ ...row, role: row.role as ApiKeyRole });
const toStored = (row: ApiKeyRow): StoredApiKey => ({ ...row, role: row.role as ApiKeyRole });

/**
 * Key lookups are cached by prefix in a `SqliteRowCache`: a revocation (a DELETE) on this
 * connection evicts its entry through the cache's trigger before the DELETE returns, so the
 * very next request is refused; a write by another process on the same file is noticed
 * within 50 ms (`PRAGMA data_version`). SQLite serves one instance, so there is no other
 * instance whose cache could outlive a revocation.
 */
export class SqliteApiKeyRepository implements ApiKeyRepository {
  private readonly byPrefix: SqliteRowCache<'prefix', StoredApiKey | null>;
  private readonly insert;
  private readonly selectByProject;
  private readonly selectByPrefix;
  private readonly selectById;
  private readonly deleteRow;
  private readonly touchRow;

  constructor(db: SqliteDatabase) {
    this.byPrefix = new SqliteRowCache(db, [{ table: 'api_keys', key: ['prefix'] }]);
    this.insert = db.prepare(
      `INSERT INTO api_keys (id, project_id, name, prefix, key_hash, role, created_at, created_by, last_used_at)
       VALUES (@id, @project_id, @name, @prefix, @key_hash, @role, @created_at, @created_by, @last_used_at)
       ON CONFLICT (prefix) DO NOTHING`,
    );
    this.selectByProject = db.prepare('SELECT * FROM api_keys WHERE project_id = ? ORDER BY id');
    this.selectByPrefix = db.prepare('SELECT * FROM api_keys WHERE prefix = ?');
    this.selectById = db.prepare('SELECT * FROM api_keys WHERE id = ?');
    this.deleteRow = db.prepare('DELETE FROM api_keys WHERE project_id = ? AND id = ?');
    this.touchRow = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at <= ?)');
  }

  async create(key: StoredApiKey): Promise<boolean> {
    return this.insert.run(key).changes === 1;
  }

  async list(projectId: string): Promise<ApiKey[]> {
    return (this.selectByProject.all(projectId) as ApiKeyRow[]).map(toApiKey);
  }

  async findByPrefix(prefix: string): Promise<StoredApiKey | null> {
    return this.byPrefix.get({ prefix }, '', () => {
      const row = this.selectByPrefix.get(prefix) as ApiKeyRow | undefined;
      return row ? toStored(row) : null;
    });
  }

  async findById(keyId: string): Promise<ApiKey | null> {
    const row = this.selectById.get(keyId) as ApiKeyRow | undefined;
    return row ? toApiKey(row) : null;
  }

  async revoke(projectId: string, keyId: string): Promise<boolean> {
    return this.deleteRow.run(projectId, keyId).changes === 1;
  }

  async touch(keyId: string, at: string, unlessUsedAfter: string): Promise<void> {
    this.touchRow.run(at, keyId, unlessUsedAfter);
  }
}
