import { ContainerModule } from 'inversify';
import { ConfirmPublish } from '../../application/publishing/confirm-publish.js';
import { GetPublishHistory } from '../../application/publishing/get-publish-history.js';
import { GetPublishStatus } from '../../application/publishing/get-publish-status.js';
import { PublishRepository } from '../../application/publishing/ports.js';
import { GetPublishConfirmation } from '../../application/publishing/get-publish-confirmation.js';
import { PublishDryRun } from '../../application/publishing/publish-dry-run.js';
import { MongoPublishRepository } from '../../infrastructure/mongo/publishing/publish-repository.js';
import { SqlitePublishRepository } from '../../infrastructure/sqlite/publishing/publish-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Publishing: the dry run, the atomic promotion with its deploy, and the history. */
export const publishingModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(PublishRepository).toConstantValue(
      byStorage<PublishRepository>(storage, { sqlite: (db) => new SqlitePublishRepository(db), mongo: (db, client) => new MongoPublishRepository(db, client) }),
    );
    bindUseCases(bind, [PublishDryRun, ConfirmPublish, GetPublishHistory, GetPublishStatus, GetPublishConfirmation]);
  });
