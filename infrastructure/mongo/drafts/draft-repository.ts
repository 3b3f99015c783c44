import type { Db, MongoClient } from 'mongodb';
import type { DiscardOutcome, DraftChange, DraftRepository, DraftSaveOutcome, OpenOutcome } from '../../../application/drafts/ports.js';
import { draftWriteRefusal } from '../../../domain/drafts/draft-write.js';
import { cloneAsDraft } from '../../../domain/pages/page-document.js';
import type { PageSummary } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { isDuplicateKey } from '../errors.js';
import { DRAFT_VERSIONS, PAGES, toPage, toPageDoc, toSummary, type PageDoc, type VersionDoc } from '../pages/documents.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import { MongoDraftWriter } from './draft-writer.js';

/** Attempts of open's insert-or-read before giving up (a draft discarded right after a clash). */
const OPEN_ATTEMPTS = 3;

/** The draft-only writes in MongoDB; multi-document steps run in transactions. */
export class MongoDraftRepository implements DraftRepository {
  private readonly pages;
  private readonly versions;
  private readonly drafts: MongoDraftWriter;
  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.versions = db.collection<VersionDoc>(DRAFT_VERSIONS);
    this.drafts = new MongoDraftWriter(db);
    this.outbox = mongoOutboxOf(db);
  }

  /**
   * No transaction needed: the unique index decides which concurrent clone wins, and the
   * losers read the winner's draft. The slug was already taken by the live page, so the live
   * agent cannot hold it.
   */
  async openDraft(projectId: string, slug: string, language: string, draftId: string, at: string): Promise<OpenOutcome> {
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt++) {
      const draft = await this.pages.findOne({ project_id: projectId, kind: 'draft', slug, language });
      if (draft) return { kind: 'existing', draft: toPage(draft) };
      const live = await this.pages.findOne({ project_id: projectId, kind: 'live', slug, language });
      if (!live) return { kind: 'not_found' };
      const clone = cloneAsDraft(toPage(live), draftId, at);
      try {
        await this.pages.insertOne(toPageDoc(clone));
        return { kind: 'cloned', draft: clone };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new Error(`openDraft: no stable draft for ${projectId}/${slug}/${language} after ${OPEN_ATTEMPTS} attempts`);
  }

  async saveDraft(projectId: string, draftId: string, change: DraftChange): Promise<DraftSaveOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<DraftSaveOutcome> => {
        const doc = await this.pages.findOne({ _id: draftId, project_id: projectId }, { session });
        const current = doc ? toPage(doc) : null;
        return draftWriteRefusal(current, change.expectedRevision) ?? { kind: 'saved', draft: await this.drafts.write(current!, change, session) };
      }),
    );
  }

  async discardDraft(projectId: string, draftId: string, events?: EventsOf<PageSummary>): Promise<DiscardOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<DiscardOutcome> => {
        const doc = await this.pages.findOne({ _id: draftId, project_id: projectId }, { session });
        const refused = draftWriteRefusal(doc ? toPage(doc) : null);
        if (refused !== null) return refused;
        await this.versions.deleteMany({ draft_id: draftId, project_id: projectId }, { session });
        await this.pages.deleteOne({ _id: draftId, project_id: projectId }, { session });
        if (events) await this.outbox.record(projectId, () => events(toSummary(doc!)), session);
        return { kind: 'discarded' };
      }),
    );
  }
}
