import type { Db, MongoClient } from 'mongodb';
import type { NavigationRepository, ReorderOutcome } from '../../../application/site/ports.js';
import { orderMismatch, type NavigationBodies, type NavigationEntry, type NavigationKind } from '../../../domain/site/navigation.js';
import { SITE_NAVIGATION } from './indexes.js';

type NavigationDoc = Omit<NavigationEntry, 'id' | 'body'> & { _id: string; body: Record<string, unknown> };

const entryOf = <K extends NavigationKind>({ _id, ...rest }: NavigationDoc): NavigationEntry<K> => ({ id: _id, ...rest }) as unknown as NavigationEntry<K>;

const IN_ORDER = { language: 1, position: 1, _id: 1 } as const;

/** Sidebar groups and header items in one collection; creation and reordering run in transactions. */
export class MongoNavigationRepository implements NavigationRepository {
  private readonly entries;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.entries = db.collection<NavigationDoc>(SITE_NAVIGATION);
  }

  async list<K extends NavigationKind>(projectId: string, kind: K, language?: string): Promise<Array<NavigationEntry<K>>> {
    const docs = await this.entries
      .find({ project_id: projectId, kind, ...(language !== undefined && { language }) })
      .sort(IN_ORDER)
      .toArray();
    return docs.map((doc) => entryOf<K>(doc));
  }

  async listAll(projectId: string): Promise<NavigationEntry[]> {
    const docs = await this.entries
      .find({ project_id: projectId })
      .sort({ kind: 1, ...IN_ORDER })
      .toArray();
    return docs.map((doc) => entryOf(doc));
  }

  async find<K extends NavigationKind>(projectId: string, kind: K, id: string): Promise<NavigationEntry<K> | null> {
    const doc = await this.entries.findOne({ _id: id, project_id: projectId, kind });
    return doc ? entryOf<K>(doc) : null;
  }

  async create<K extends NavigationKind>(entry: Omit<NavigationEntry<K>, 'position'>): Promise<NavigationEntry<K>> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const last = await this.entries.findOne(
          { project_id: entry.project_id, kind: entry.kind, language: entry.language },
          { session, sort: { position: -1 }, projection: { position: 1 } },
        );
        const position = last === null ? 0 : last.position + 1;
        const { id, ...rest } = entry;
        await this.entries.insertOne({ _id: id, ...rest, position, body: { ...entry.body } }, { session });
        return { ...entry, position } as NavigationEntry<K>;
      }),
    );
  }

  async update<K extends NavigationKind>(projectId: string, kind: K, id: string, body: NavigationBodies[K]): Promise<NavigationEntry<K> | null> {
    const doc = await this.entries.findOneAndUpdate({ _id: id, project_id: projectId, kind }, { $set: { body: { ...body } } }, { returnDocument: 'after' });
    return doc ? entryOf<K>(doc) : null;
  }

  async delete(projectId: string, kind: NavigationKind, id: string): Promise<boolean> {
    return (await this.entries.deleteOne({ _id: id, project_id: projectId, kind })).deletedCount > 0;
  }

  async reorder(projectId: string, kind: NavigationKind, language: string, ids: readonly string[]): Promise<ReorderOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<ReorderOutcome> => {
        const existing = await this.entries.find({ project_id: projectId, kind, language }, { session, projection: { _id: 1 } }).toArray();
        const mismatch = orderMismatch(
          existing.map((doc) => doc._id),
          ids,
        );
        if (mismatch !== null) return { kind: 'mismatch', ...mismatch };
        if (ids.length > 0) {
          await this.entries.bulkWrite(
            ids.map((id, position) => ({ updateOne: { filter: { _id: id, project_id: projectId }, update: { $set: { position } } } })),
            { session },
          );
        }
        return { kind: 'ordered' };
      }),
    );
  }
}
