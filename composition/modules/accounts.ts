import { ContainerModule } from 'inversify';
import { GetAccount } from '../../application/accounts/get-account.js';
import { AccountRepository } from '../../application/accounts/ports.js';
import { MongoAccountRepository } from '../../infrastructure/mongo/accounts/account-repository.js';
import { SqliteAccountRepository } from '../../infrastructure/sqlite/accounts/account-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** User accounts (remembered from their ID tokens) and `/api/accounts/me`. */
export const accountsModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(AccountRepository).toConstantValue(
      byStorage<AccountRepository>(storage, { sqlite: (db) => new SqliteAccountRepository(db), mongo: (db) => new MongoAccountRepository(db) }),
    );
    bindUseCases(bind, [GetAccount]);
  });
