import type { AnyBulkWriteOperation, ClientSession, Db } from 'mongodb';
import { changedDrafts, type ChangedDraft } from '../../../domain/publishing/changed-draft.js';
import type { ManifestChange } from '../../../domain/publishing/manifest.js';
import { DRAFT_VERSIONS, PAGES, type PageDoc, type VersionDoc } from '../pages/documents.js';
import { searchFields } from '../search/fields.js';
import { recordLivePageChanges } from '../site/journal-entries.js';

export type PromotionOutcome =
  { readonly kind: 'promoted'; readonly changes: Array<ManifestChange & { page_id: string }> } | { readonly kind: 'changed'; readonly changed: ChangedDraft[] };

const address = (language: string, slug: string) => `${language}\u0000${slug}`;

/**
 * Promotes a manifest's drafts inside the caller's transaction (which holds the project's slug
 * guard). Every change is checked before anything is written, so a changed draft leaves
 * everything as it was. A new page is the draft itself turned live (`public`, revision 1); an
 * update copies the draft into the live page as its next revision (visibility kept) and
 * deletes the draft. Versions go with their draft either way, and every promoted address goes
 * into the live-page journal.
 */
export class MongoPromotion {
  private readonly pages;
  private readonly versions;

  constructor(private readonly db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.versions = db.collection<VersionDoc>(DRAFT_VERSIONS);
  }

  async promote(projectId: string, changes: readonly ManifestChange[], at: string, session: ClientSession): Promise<PromotionOutcome> {
    const draftIds = changes.map((c) => c.draft_id);
    const drafts = new Map((await this.pages.find({ project_id: projectId, _id: { $in: draftIds } }, { session }).toArray()).map((d) => [d._id, d]));
    const lives = await this.liveIds(projectId, changes, session);
    const changed = changedDrafts(changes, (change) => {
      const draft = drafts.get(change.draft_id);
      return { draft: draft ? { isDraft: draft.kind === 'draft', revision: draft.revision } : null, hasLive: lives.has(address(change.language, change.slug)) };
    });
    if (changed.length > 0) return { kind: 'changed', changed };
    const operations: Array<AnyBulkWriteOperation<PageDoc>> = [];
    const promoted = changes.map((change) => {
      const live = lives.get(address(change.language, change.slug));
      if (live === undefined) {
        operations.push(turnLive(change.draft_id, at));
        return { ...change, page_id: change.draft_id };
      }
      operations.push(copyIntoLive(live, change, drafts.get(change.draft_id)!, at), { deleteOne: { filter: { _id: change.draft_id } } });
      return { ...change, page_id: live };
    });
    if (operations.length > 0) await this.pages.bulkWrite(operations, { session, ordered: true });
    if (draftIds.length > 0) await this.versions.deleteMany({ project_id: projectId, draft_id: { $in: draftIds } }, { session });
    // Every promoted address is a live page created or changed: the journal lists it to the next deploy.
    await recordLivePageChanges(this.db, projectId, changes, session);
    return { kind: 'promoted', changes: promoted };
  }

  /** The live pages at the manifest's addresses, by address. */
  private async liveIds(projectId: string, changes: readonly ManifestChange[], session: ClientSession): Promise<Map<string, string>> {
    const found = await this.pages
      .find({ project_id: projectId, kind: 'live', slug: { $in: changes.map((c) => c.slug) } }, { session, projection: { _id: 1, slug: 1, language: 1 } })
      .toArray();
    return new Map(found.map((d) => [address(d.language, d.slug), d._id]));
  }
}

/** A new page: the draft itself becomes live. */
const turnLive = (draftId: string, at: string): AnyBulkWriteOperation<PageDoc> => ({
  updateOne: {
    filter: { _id: draftId, kind: 'draft' },
    update: { $set: { kind: 'live', visibility: 'public', revision: 1, created_at: at, updated_at: at } },
  },
});

/** An update: the draft's text becomes the live page's next revision. */
const copyIntoLive = (liveId: string, change: ManifestChange, draft: PageDoc, at: string): AnyBulkWriteOperation<PageDoc> => ({
  updateOne: {
    filter: { _id: liveId },
    // The search index's derived fields follow the new text (see mongo/search/fields.ts).
    update: {
      $set: {
        metadata: draft.metadata,
        content: draft.content,
        doc_template_id: draft.doc_template_id,
        translation_of: draft.translation_of ?? null,
        updated_at: at,
        ...searchFields({ slug: change.slug, language: change.language, metadata: draft.metadata, content: draft.content }),
      },
      $inc: { revision: 1 },
    },
  },
});
