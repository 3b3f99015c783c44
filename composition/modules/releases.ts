import { ContainerModule } from 'inversify';
import { CancelRelease } from '../../application/releases/cancel-release.js';
import { CreateRelease } from '../../application/releases/create-release.js';
import { GetRelease } from '../../application/releases/get-release.js';
import { ListReleases } from '../../application/releases/list-releases.js';
import { ReleaseRepository } from '../../application/releases/ports.js';
import { PublishRelease } from '../../application/releases/publish-release.js';
import { ReleaseClock } from '../../application/releases/release-clock.js';
import { ReleaseDryRun } from '../../application/releases/release-dry-run.js';
import { ReleaseItems } from '../../application/releases/release-items.js';
import { ReleasePlanner } from '../../application/releases/release-planner.js';
import { ReleaseRun } from '../../application/releases/release-run.js';
import { RunDueReleases } from '../../application/releases/run-due-releases.js';
import { UpdateRelease } from '../../application/releases/update-release.js';
import { Clock } from '../../application/shared/ports.js';
import { MongoReleaseRepository } from '../../infrastructure/mongo/releases/release-repository.js';
import { ReleaseScheduler } from '../../infrastructure/releases/release-scheduler.js';
import { SqliteReleaseRepository } from '../../infrastructure/sqlite/releases/release-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Releases: their store, the run (the publish's machinery), and this instance's scheduler (started by the server). */
export const releasesModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(ReleaseRepository).toConstantValue(
      byStorage<ReleaseRepository>(storage, { sqlite: (db) => new SqliteReleaseRepository(db), mongo: (db, client) => new MongoReleaseRepository(db, client) }),
    );
    bind(ReleaseClock).toSelf();
    bind(ReleaseItems).toSelf();
    bind(ReleasePlanner).toSelf();
    bind(ReleaseRun).toSelf();
    bind(RunDueReleases).toSelf();
    bind(ReleaseScheduler).toDynamicValue((context) => new ReleaseScheduler(context.get(RunDueReleases), context.get(ReleaseClock), context.get(Clock)));
    bindUseCases(bind, [CreateRelease, ListReleases, GetRelease, UpdateRelease, CancelRelease, PublishRelease, ReleaseDryRun]);
  });
