import { ContainerModule } from 'inversify';
import { ApiKeyAuthenticator } from '../../application/api-keys/api-key-authenticator.js';
import { CreateApiKey } from '../../application/api-keys/create-api-key.js';
import { ListApiKeys } from '../../application/api-keys/list-api-keys.js';
import { ApiKeyRepository, ApiKeySecrets } from '../../application/api-keys/ports.js';
import { RevokeApiKey } from '../../application/api-keys/revoke-api-key.js';
import { NodeApiKeySecrets } from '../../infrastructure/auth/api-key-secrets.js';
import { MongoApiKeyRepository } from '../../infrastructure/mongo/api-keys/api-key-repository.js';
import { SqliteApiKeyRepository } from '../../infrastructure/sqlite/api-keys/api-key-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Service API keys: storage, hashing, authentication, and their admin use cases. */
export const apiKeysModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(ApiKeyRepository).toConstantValue(
      byStorage<ApiKeyRepository>(storage, { sqlite: (db) => new SqliteApiKeyRepository(db), mongo: (db) => new MongoApiKeyRepository(db) }),
    );
    bind(ApiKeySecrets).toConstantValue(new NodeApiKeySecrets());
    bindUseCases(bind, [ApiKeyAuthenticator, CreateApiKey, ListApiKeys, RevokeApiKey]);
  });
