import type { Db, Filter } from 'mongodb';
import type { ActivityLog, ActivityQuery } from '../../../application/activity/ports.js';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';
import { ACTIVITY } from './indexes.js';

type ActivityDoc = Omit<ActivityEntry, 'id'> & { _id: string };

/** The activity log in MongoDB: one insert per entry; the adapter never updates one. */
export class MongoActivityLog implements ActivityLog {
  private readonly entries;

  constructor(db: Db) {
    this.entries = db.collection<ActivityDoc>(ACTIVITY);
  }

  async append({ id, ...entry }: ActivityEntry): Promise<void> {
    await this.entries.insertOne({ _id: id, ...entry });
  }

  async list(projectId: string, query: ActivityQuery): Promise<ActivityEntry[]> {
    const filter: Filter<ActivityDoc> = {
      project_id: projectId,
      ...(query.before !== undefined && { _id: { $lt: query.before } }),
      ...(query.actor !== undefined && { $or: [{ 'actor.id': query.actor }, { on_behalf_of: query.actor }] }),
      ...(query.action !== undefined && { action: query.action }),
    };
    const docs = await this.entries.find(filter).sort({ _id: -1 }).limit(query.limit).toArray();
    return docs.map(({ _id, ...entry }) => ({ id: _id, ...entry }));
  }

  async prune(before: string): Promise<number> {
    return (await this.entries.deleteMany({ at: { $lt: before } })).deletedCount;
  }
}
