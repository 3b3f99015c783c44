import type { Db, Filter, MongoClient } from 'mongodb';
import type { NewVersion } from '../../../application/drafts/ports.js';
import type {
  CreateOutcome,
  DocumentKind,
  DocumentListing,
  PageChange,
  PageQuery,
  PageRepository,
  PageUpdateOutcome,
} from '../../../application/pages/ports.js';
import { editedPage, isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import type { PageSummary } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { MongoDraftWriter } from '../drafts/draft-writer.js';
import { isDuplicateKey } from '../errors.js';
import { recordLivePageChanges } from '../site/journal-entries.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import {
  claimSlugGuard,
  DRAFT_VERSIONS,
  isSlugReserved,
  PAGES,
  toPage,
  toPageDoc,
  SUMMARY_FIELDS,
  toSummary,
  type PageDoc,
  type VersionDoc,
} from './documents.js';

/**
 * Pages and drafts in MongoDB (the draft-only writes: MongoDraftRepository). The unique index on (project_id, kind, slug, language) keeps one
 * live page and one draft per slug and language; multi-document steps run in transactions
 * (callbacks may run again on a transient error, so they keep no state between attempts).
 */
export class MongoPageRepository implements PageRepository {
  private readonly pages;
  private readonly versions;
  private readonly drafts: MongoDraftWriter;
  private readonly outbox: MongoOutbox;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.versions = db.collection<VersionDoc>(DRAFT_VERSIONS);
    this.drafts = new MongoDraftWriter(db);
    this.outbox = mongoOutboxOf(db);
  }

  async findById(projectId: string, id: string): Promise<PageDocument | null> {
    const doc = await this.pages.findOne({ _id: id, project_id: projectId });
    return doc ? toPage(doc) : null;
  }

  /** No instance keeps copies of documents here: the store's answer, as `findById`. */
  async findForFixedFields(projectId: string, id: string): Promise<PageDocument | null> {
    return this.findById(projectId, id);
  }

  async findBySlug(projectId: string, slug: string, language: string, kind: DocumentKind): Promise<PageDocument | null> {
    const doc = await this.pages.findOne({ project_id: projectId, kind, slug, language });
    return doc ? toPage(doc) : null;
  }

  async list(projectId: string, query: PageQuery): Promise<PageDocument[]> {
    const filter: Filter<PageDoc> = { project_id: projectId };
    if (query.language !== undefined) filter.language = query.language;
    if (query.visibility !== undefined) filter.visibility = query.visibility;
    if (query.after !== undefined) filter._id = { $gt: query.after };
    return (await this.pages.find(filter).sort({ _id: 1 }).limit(query.limit).toArray()).map(toPage);
  }

  async listing(projectId: string, kind: DocumentKind): Promise<DocumentListing> {
    const filter: Filter<PageDoc> = { project_id: projectId, kind };
    const [count, newest] = await Promise.all([
      this.pages.countDocuments(filter),
      this.pages
        .find(filter, { projection: { _id: 1 } })
        .sort({ _id: -1 })
        .limit(1)
        .next(),
    ]);
    return { count, newest_id: newest === null ? null : String(newest._id) };
  }

  async create(doc: PageDocument, firstVersion?: NewVersion, events?: EventsOf<PageDocument>): Promise<CreateOutcome> {
    try {
      return await this.client.withSession((session) =>
        session.withTransaction(async (): Promise<CreateOutcome> => {
          await claimSlugGuard(this.db, doc.project_id, session);
          if (await isSlugReserved(this.db, doc.project_id, doc.slug, session)) return { kind: 'reserved' };
          await this.pages.insertOne(toPageDoc(doc), { session });
          if (!isDraft(doc)) await recordLivePageChanges(this.db, doc.project_id, [doc], session);
          if (firstVersion !== undefined && isDraft(doc)) await this.drafts.record(doc, firstVersion, session);
          if (events) await this.outbox.record(doc.project_id, () => events(doc), session);
          return { kind: 'created', doc };
        }),
      );
    } catch (error) {
      if (isDuplicateKey(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async updatePage(projectId: string, pageId: string, change: PageChange, events?: EventsOf<PageDocument>): Promise<PageUpdateOutcome> {
    try {
      return await this.client.withSession((session) =>
        session.withTransaction(async (): Promise<PageUpdateOutcome> => {
          const doc = await this.pages.findOne({ _id: pageId, project_id: projectId }, { session });
          if (!doc) return { kind: 'not_found' };
          if (doc.kind === 'draft') return { kind: 'is_draft' };
          if (change.expectedRevision !== undefined && change.expectedRevision !== doc.revision) {
            return { kind: 'stale', current_revision: doc.revision };
          }
          const current = toPage(doc);
          if (change.slug !== undefined && change.slug !== current.slug) {
            await claimSlugGuard(this.db, projectId, session);
            if (await isSlugReserved(this.db, projectId, change.slug, session)) return { kind: 'reserved' };
          }
          const page = editedPage(current, change);
          const { _id, ...fields } = toPageDoc(page);
          // Filtering on the revision read makes a concurrent writer's transaction conflict and retry.
          await this.pages.updateOne({ _id, revision: current.revision }, { $set: fields }, { session });
          await recordLivePageChanges(this.db, projectId, changedAddresses(current, page), session);
          if (events) await this.outbox.record(projectId, () => events(page), session);
          return { kind: 'updated', page };
        }),
      );
    } catch (error) {
      if (isDuplicateKey(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async delete(projectId: string, id: string, events?: EventsOf<PageSummary>): Promise<boolean> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const deleted = await this.pages.findOneAndDelete({ _id: id, project_id: projectId }, { session, projection: { ...SUMMARY_FIELDS, kind: 1 } });
        if (deleted === null) return false;
        if (deleted.kind === 'live') await recordLivePageChanges(this.db, projectId, [deleted], session);
        await this.versions.deleteMany({ draft_id: id, project_id: projectId }, { session });
        if (events) await this.outbox.record(projectId, () => events(toSummary(deleted)), session);
        return true;
      }),
    );
  }
}

/** The addresses an edit of a live page changes (it stays live: an edit's visibility is public or unlisted): its own, and the one it moved to. */
function changedAddresses(before: PageDocument, after: PageDocument): PageDocument[] {
  return after.slug !== before.slug || after.language !== before.language ? [before, after] : [before];
}
