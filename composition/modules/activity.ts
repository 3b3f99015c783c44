import { ContainerModule } from 'inversify';
import { ACTIVITY_RECORDER, ActivityRecorder } from '../../application/activity/activity-recorder.js';
import { ActorNames } from '../../application/activity/actor-names.js';
import { ExportActivity } from '../../application/activity/export-activity.js';
import { ListActivity } from '../../application/activity/list-activity.js';
import { ActivityLog, ActivitySettings } from '../../application/activity/ports.js';
import { WorkflowUpkeep } from '../../application/activity/workflow-upkeep.js';
import { MongoActivityLog } from '../../infrastructure/mongo/activity/activity-log.js';
import { SqliteActivityLog } from '../../infrastructure/sqlite/activity/activity-log.js';
import type { Config } from '../config.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** The activity log: every write recorded after it committed (adapters/shared/run-use-case.ts), read by admins. */
export const activityModule = (config: Config, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(ActivityLog).toConstantValue(byStorage<ActivityLog>(storage, { sqlite: (db) => new SqliteActivityLog(db), mongo: (db) => new MongoActivityLog(db) }));
    bind(ActivitySettings).toConstantValue({ retentionDays: config.ACTIVITY_RETENTION_DAYS } satisfies ActivitySettings);
    bind(ActorNames).toSelf();
    bind(ActivityRecorder).toSelf();
    bind(ACTIVITY_RECORDER).toService(ActivityRecorder);
    bind(WorkflowUpkeep).toSelf();
    bindUseCases(bind, [ListActivity, ExportActivity]);
  });
