import * as E from 'fp-ts/lib/Either.js';
import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import { RevokeAnyApiKey } from '../../../application/api-keys/revoke-any-api-key.js';
import { byStorage } from '../../storage.js';
import { MongoApiKeyRepository } from '../../../infrastructure/mongo/api-keys/api-key-repository.js';
import { SqliteApiKeyRepository } from '../../../infrastructure/sqlite/api-keys/api-key-repository.js';
import { EXIT, failed, type CommandContext } from './command.js';
import { withStorage } from './store.js';

/**
 * `revoke-key <key_id | prefix | key>`: deletes the key. The service refuses it from its next
 * request: MongoDB is read on every request, and a SQLite service notices another process's
 * write within 50 ms (see SqliteApiKeyRepository).
 */
export async function revokeKey(args: { key: string }, context: CommandContext): Promise<number> {
  return withStorage(context.config, async (storage) => {
    const keys = byStorage<ApiKeyRepository>(storage, { sqlite: (db) => new SqliteApiKeyRepository(db), mongo: (db) => new MongoApiKeyRepository(db) });
    const revoked = await new RevokeAnyApiKey(keys).execute(args);
    if (E.isLeft(revoked)) return failed(context, revoked.left);
    context.print({ ...revoked.right, revoked: true });
    return EXIT.ok;
  });
}
