import type { Db, Filter } from 'mongodb';
import type { ActivityLog, ActivityQuery } from '../../../application/activity/ports.js';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';
import type { ActivityCoalescing } from '../../../domain/activity/coalescing.js';
import { isDuplicateKey } from '../errors.js';
import { ACTIVITY } from './indexes.js';

/**
 * `coalesce_key`: held by the latest entry of an autosaving person's draft only (a unique index
 * per project: see indexes.ts), so that of concurrent autosaves one inserts and the others
 * coalesce into it.
 */
type ActivityDoc = Omit<ActivityEntry, 'id'> & { _id: string; coalesce_key?: string };

/** Tries of `appendCoalescing`: a lost race to insert finds the winner's entry on the next. */
const COALESCING_TRIES = 3;

/** The activity log in MongoDB: one insert per entry; only an autosave's `at` is ever moved (appendCoalescing). */
export class MongoActivityLog implements ActivityLog {
  private readonly entries;

  constructor(db: Db) {
    this.entries = db.collection<ActivityDoc>(ACTIVITY);
  }

  async append({ id, ...entry }: ActivityEntry): Promise<void> {
    await this.entries.insertOne({ _id: id, ...entry });
  }

  async appendCoalescing({ id, ...entry }: ActivityEntry, { key, since }: ActivityCoalescing): Promise<'appended' | 'coalesced'> {
    const held = { project_id: entry.project_id, coalesce_key: key };
    for (let attempt = 1; ; attempt += 1) {
      const moved = await this.entries.updateOne({ ...held, at: { $gt: since } }, { $max: { at: entry.at } });
      if (moved.matchedCount > 0) return 'coalesced';
      // The key's entry from before the period lets go of it: the unique index admits one holder.
      await this.entries.updateOne({ ...held, at: { $lte: since } }, { $unset: { coalesce_key: '' } });
      try {
        await this.entries.insertOne({ _id: id, ...entry, coalesce_key: key });
        return 'appended';
      } catch (error) {
        // Another save of the same key inserted first: the next try moves its entry forward.
        if (!isDuplicateKey(error) || attempt >= COALESCING_TRIES) throw error;
      }
    }
  }

  async list(projectId: string, query: ActivityQuery): Promise<ActivityEntry[]> {
    const filter: Filter<ActivityDoc> = {
      project_id: projectId,
      ...(query.before !== undefined && { _id: { $lt: query.before } }),
      ...(query.actor !== undefined && { $or: [{ 'actor.id': query.actor }, { on_behalf_of: query.actor }] }),
      ...(query.action !== undefined && { action: query.action }),
    };
    const docs = await this.entries
      .find(filter, { projection: { coalesce_key: 0 } })
      .sort({ _id: -1 })
      .limit(query.limit)
      .toArray();
    return docs.map(({ _id, ...entry }) => ({ id: _id, ...entry }));
  }

  async prune(before: string): Promise<number> {
    return (await this.entries.deleteMany({ at: { $lt: before } })).deletedCount;
  }
}
