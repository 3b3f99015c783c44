import { ContainerModule } from 'inversify';
import { IdentityVerifier } from '../../application/identity/ports.js';
import { Authenticate } from '../../application/identity/authenticate.js';
import { Clock, IdGenerator, RateLimiter, StorageHealth } from '../../application/shared/ports.js';
import { SecretTokens } from '../../application/shared/secret-tokens.js';
import { ServiceSettings } from '../../application/shared/service-settings.js';
import type { Config } from '../config.js';
import { MongoRateLimiter } from '../../infrastructure/mongo/system/rate-limiter.js';
import { byStorage, type Storage } from '../storage.js';
import { InMemoryRateLimiter } from '../../infrastructure/system/in-memory-rate-limiter.js';
import { MongoStorageHealth, SqliteStorageHealth } from '../../infrastructure/system/storage-health.js';
import { CryptoSecretTokens } from '../../infrastructure/system/crypto-secret-tokens.js';
import { SystemClock } from '../../infrastructure/system/system-clock.js';
import { TimeOrderedIdGenerator } from '../../infrastructure/system/time-ordered-ids.js';

/** Cross-cutting ports: time, ids, secret tokens, settings, rate limiting, storage health, identity. */
export const coreModule = (config: Config, storage: Storage, identity: IdentityVerifier) =>
  new ContainerModule(({ bind }) => {
    const clock = new SystemClock();
    bind(Clock).toConstantValue(clock);
    bind(IdGenerator).toConstantValue(new TimeOrderedIdGenerator());
    bind(ServiceSettings).toConstantValue({ trialDays: config.TRIAL_DAYS, plans: config.PLANS_JSON, publicBaseUrl: config.publicBaseUrl });
    bind(SecretTokens).toConstantValue(new CryptoSecretTokens());
    bind(IdentityVerifier).toConstantValue(identity);
    bind(Authenticate).toSelf();
    bind(StorageHealth).toConstantValue(
      byStorage<StorageHealth>(storage, { sqlite: (db) => new SqliteStorageHealth(db), mongo: (db) => new MongoStorageHealth(db) }),
    );
    bind(RateLimiter).toDynamicValue((context) =>
      byStorage<RateLimiter>(storage, {
        sqlite: () => new InMemoryRateLimiter(context.get(Clock)),
        mongo: (db) => new MongoRateLimiter(db, context.get(Clock)),
      }),
    );
  });
