import type { AccountRepository } from '../../../application/accounts/ports.js';
import type { ServiceSettings } from '../../../application/shared/service-settings.js';
import type { MembershipRepository, ProjectRepository } from '../../../application/projects/ports.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import type { Config } from '../../config.js';
import { byStorage, closeStorage, openStorage, type Storage } from '../../storage.js';
import { MongoAccountRepository } from '../../../infrastructure/mongo/accounts/account-repository.js';
import { MongoMembershipRepository } from '../../../infrastructure/mongo/projects/membership-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteAccountRepository } from '../../../infrastructure/sqlite/accounts/account-repository.js';
import { SqliteMembershipRepository } from '../../../infrastructure/sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SystemClock } from '../../../infrastructure/system/system-clock.js';
import { TimeOrderedIdGenerator } from '../../../infrastructure/system/time-ordered-ids.js';

/**
 * Opens the service's store for one command and closes it after, whatever happens. SQLite in
 * WAL mode takes this second process beside a running service safely; MongoDB is shared anyway.
 */
export async function withStorage<T>(config: Config, work: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await openStorage(config);
  try {
    return await work(storage);
  } finally {
    await closeStorage(storage);
  }
}

/** The project, membership and account adapters most commands share. */
export function projectStores(storage: Storage): { projects: ProjectRepository; memberships: MembershipRepository; accounts: AccountRepository } {
  return {
    projects: byStorage<ProjectRepository>(storage, {
      sqlite: (db) => new SqliteProjectRepository(db),
      mongo: (db, client) => new MongoProjectRepository(db, client),
    }),
    memberships: byStorage<MembershipRepository>(storage, {
      sqlite: (db) => new SqliteMembershipRepository(db),
      mongo: (db, client) => new MongoMembershipRepository(db, client),
    }),
    accounts: byStorage<AccountRepository>(storage, { sqlite: (db) => new SqliteAccountRepository(db), mongo: (db) => new MongoAccountRepository(db) }),
  };
}

/** Time and ids as the service makes them (events recorded by a command look like the service's own). */
export const systemClock = new SystemClock();
export const systemIds = new TimeOrderedIdGenerator();
export const outboxEvents = new OutboxEvents(systemClock, systemIds);

/** The slice of configuration business rules read (plans, trial length, the public address). */
export const serviceSettingsOf = (config: Config): ServiceSettings => ({
  trialDays: config.TRIAL_DAYS,
  plans: config.PLANS_JSON,
  publicBaseUrl: config.publicBaseUrl,
});
