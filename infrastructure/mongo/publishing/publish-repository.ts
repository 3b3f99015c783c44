import type { ClientSession, Db, MongoClient } from 'mongodb';
import type {
  ConfirmOutcome,
  ConfirmRequest,
  HistoryQuery,
  PageAddress,
  PublishConfirmation,
  PublishRepository,
  StoredConfirmation,
} from '../../../application/publishing/ports.js';
import { checkConfirmation } from '../../../domain/publishing/confirmation.js';
import {
  PLAIN_PUBLISH,
  type DraftCandidate,
  type LiveContent,
  type ManifestChange,
  type PublishContext,
  type PublishRecord,
} from '../../../domain/publishing/manifest.js';
import type { Published } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { claimSlugGuard, PAGES, SUMMARY_FIELDS, toPage, toSummary, type PageDoc } from '../pages/documents.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import { PUBLISH_CONFIRMATIONS, PUBLISHES } from './indexes.js';
import { MongoPromotion } from './promotion.js';

type ConfirmationDoc = Omit<PublishConfirmation, 'token_hash' | 'changes'> & { _id: string; changes: ManifestChange[]; publish_id: string | null };
/** A publish as stored; those recorded before issue 43 have no release, unpublished or settings_changed field. */
type PublishDoc = Omit<PublishRecord, 'publish_id' | 'changes' | keyof PublishContext> &
  Partial<PublishContext> & { _id: string; changes: Array<ManifestChange & { page_id: string }> };

const recordOf = ({ _id, release, unpublished, settings_changed, ...rest }: PublishDoc): PublishRecord => ({
  publish_id: _id,
  ...rest,
  release: release ?? null,
  unpublished: unpublished ?? [],
  settings_changed: settings_changed ?? false,
});
const address = (language: string, slug: string) => `${language}\u0000${slug}`;

/**
 * Publishes in MongoDB. `confirm` is one transaction: it writes the confirmation it uses, so two
 * concurrent confirms of one token conflict and the retried one sees the token used; it writes
 * the project's slug guard, so a page created meanwhile at a manifest slug conflicts too.
 */
export class MongoPublishRepository implements PublishRepository {
  private readonly pages;
  private readonly confirmations;
  private readonly publishes;
  private readonly outbox: MongoOutbox;
  private readonly promotion: MongoPromotion;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.confirmations = db.collection<ConfirmationDoc>(PUBLISH_CONFIRMATIONS);
    this.publishes = db.collection<PublishDoc>(PUBLISHES);
    this.outbox = mongoOutboxOf(db);
    this.promotion = new MongoPromotion(db);
  }

  async drafts(projectId: string, ids?: readonly string[]): Promise<DraftCandidate[]> {
    const drafts = await this.pages
      .find({ project_id: projectId, kind: 'draft', ...(ids !== undefined && { _id: { $in: [...ids] } }) })
      .sort({ _id: 1 })
      .toArray();
    const live = await this.livePages(
      projectId,
      drafts.map((d) => d.slug),
    );
    return drafts.map((doc) => ({ draft: toPage(doc), live: live.get(address(doc.language, doc.slug)) ?? null }));
  }

  async liveVisibility(projectId: string, pages: readonly PageAddress[]) {
    if (pages.length === 0) return [];
    const addresses = pages.map(({ language, slug }) => ({ language, slug }));
    const docs = await this.pages
      .find({ project_id: projectId, kind: 'live', $or: addresses }, { projection: { language: 1, slug: 1, visibility: 1 } })
      .toArray();
    return docs.map((d) => ({ language: d.language, slug: d.slug, visibility: d.visibility as 'public' | 'unlisted' }));
  }

  async saveConfirmation(confirmation: PublishConfirmation, expiredBefore: string): Promise<void> {
    const { token_hash, changes, ...rest } = confirmation;
    await this.confirmations.deleteMany({ project_id: confirmation.project_id, expires_at: { $lt: expiredBefore } });
    await this.confirmations.insertOne({ _id: token_hash, ...rest, changes: [...changes], publish_id: null });
  }

  async findConfirmation(tokenHash: string): Promise<StoredConfirmation | null> {
    const doc = await this.confirmations.findOne({ _id: tokenHash });
    if (doc === null) return null;
    const { _id, ...rest } = doc;
    return { token_hash: _id, ...rest };
  }

  async confirm(request: ConfirmRequest, events?: EventsOf<Published>): Promise<ConfirmOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<ConfirmOutcome> => {
        const confirmation = await this.confirmations.findOne({ _id: request.tokenHash }, { session });
        const check = checkConfirmation(confirmation, request.projectId, request.at);
        if (check.kind === 'already_published') {
          const done = await this.publishes.findOne({ _id: check.publish_id, project_id: request.projectId }, { session });
          return { kind: 'already_published', publish: recordOf(done!) };
        }
        if (check.kind !== 'usable') return check;
        await claimSlugGuard(this.db, request.projectId, session);
        const outcome = await this.promotion.promote(request.projectId, confirmation!.changes, request.at, session);
        if (outcome.kind === 'changed') return outcome;
        const publish: PublishRecord = {
          publish_id: request.publishId,
          project_id: request.projectId,
          published_at: request.at,
          published_by: request.by,
          changes: outcome.changes,
          deployed_at: null,
          ...(request.context ?? PLAIN_PUBLISH),
        };
        const { publish_id, ...rest } = publish;
        await this.publishes.insertOne({ _id: publish_id, ...rest, changes: outcome.changes }, { session });
        await this.confirmations.updateOne({ _id: request.tokenHash, publish_id: null }, { $set: { publish_id } }, { session });
        if (events) await this.outbox.record(request.projectId, async () => events({ publish, pages: await this.promotedPages(publish, session) }), session);
        return { kind: 'published', publish };
      }),
    );
  }

  /** The live pages a publish promoted, as they are now (inside its transaction: as it left them). */
  private async promotedPages(publish: PublishRecord, session: ClientSession): Promise<Published['pages']> {
    const pageIds = publish.changes.map((c) => c.page_id);
    const found = await this.pages.find({ project_id: publish.project_id, _id: { $in: pageIds } }, { session, projection: SUMMARY_FIELDS }).toArray();
    const pages = new Map(found.map((d) => [d._id, toSummary(d)]));
    // The live revisions of the pages the promoted ones translate (one read for the whole publish).
    const sources = [...pages.values()].flatMap((p) => (p.translation_of === null ? [] : [{ slug: p.slug, language: p.translation_of.language }]));
    const live =
      sources.length === 0
        ? []
        : await this.pages.find({ project_id: publish.project_id, kind: 'live', $or: sources }, { session, projection: { slug: 1, language: 1, revision: 1 } }).toArray();
    const revisionOf = new Map(live.map((d) => [`${d.language}\u0000${d.slug}`, d.revision]));
    return publish.changes.map((c) => {
      const page = pages.get(c.page_id)!;
      const source = page.translation_of === null ? null : (revisionOf.get(`${page.translation_of.language}\u0000${page.slug}`) ?? null);
      return { ...page, action: c.action, source_revision: source };
    });
  }

  async find(projectId: string, publishId: string): Promise<PublishRecord | null> {
    const doc = await this.publishes.findOne({ _id: publishId, project_id: projectId });
    return doc ? recordOf(doc) : null;
  }

  async history(projectId: string, query: HistoryQuery): Promise<PublishRecord[]> {
    const docs = await this.publishes
      .find({ project_id: projectId, ...(query.before !== undefined && { _id: { $lt: query.before } }) })
      .sort({ _id: -1 })
      .limit(query.limit)
      .toArray();
    return docs.map(recordOf);
  }

  async undeployed(projectId: string): Promise<string[]> {
    const docs = await this.publishes.find({ project_id: projectId, deployed_at: null }, { projection: { _id: 1 } }).toArray();
    return docs.map((doc) => doc._id);
  }

  async markDeployed(projectId: string, publishIds: readonly string[], at: string): Promise<void> {
    await this.publishes.updateMany({ project_id: projectId, _id: { $in: [...publishIds] }, deployed_at: null }, { $set: { deployed_at: at } });
  }

  async undeployedProjects(): Promise<string[]> {
    return this.publishes.distinct('project_id', { deployed_at: null });
  }

  /** The live pages of these slugs (their content and metadata), by language and slug. */
  private async livePages(projectId: string, slugs: readonly string[]): Promise<Map<string, LiveContent>> {
    if (slugs.length === 0) return new Map();
    const docs = await this.pages
      .find({ project_id: projectId, kind: 'live', slug: { $in: [...new Set(slugs)] } }, { projection: { slug: 1, language: 1, metadata: 1, content: 1 } })
      .toArray();
    return new Map(docs.map((d) => [address(d.language, d.slug), { metadata: d.metadata, content: d.content }]));
  }
}
