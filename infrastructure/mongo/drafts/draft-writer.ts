import type { ClientSession, Db } from 'mongodb';
import type { DraftChange, NewVersion } from '../../../application/drafts/ports.js';
import { writtenDraft } from '../../../domain/drafts/draft-write.js';
import { coalescesWith, MAX_VERSIONS_PER_DRAFT, versionsToDrop } from '../../../domain/drafts/version.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { DRAFT_VERSIONS, PAGES, toVersionSummary, type PageDoc, type VersionDoc } from '../pages/documents.js';
import { searchFields } from '../search/fields.js';

const SUMMARY = { projection: { _id: 1, revision: 1, saved_at: 1, saved_by: 1, autosave: 1 } } as const;

/** Writes a draft revision and its version inside the caller's transaction. */
export class MongoDraftWriter {
  private readonly pages;
  private readonly versions;

  constructor(db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.versions = db.collection<VersionDoc>(DRAFT_VERSIONS);
  }

  /** Applies `change` to `current` (already checked: a draft at the expected revision). */
  async write(current: PageDocument, change: DraftChange, session: ClientSession): Promise<PageDocument> {
    const next = writtenDraft(current, change, change.version.saved_at);
    const { metadata } = next;
    // Filtering on the revision read makes two concurrent saves conflict: one retries and sees the new revision.
    // The search fields follow the text, so a draft promoted by changing its kind is indexed right.
    await this.pages.updateOne(
      { _id: current.id, revision: current.revision },
      { $set: { metadata: { ...metadata }, content: next.content, revision: next.revision, translation_of: next.translation_of, updated_at: next.updated_at, ...searchFields(next) } },
      { session },
    );
    const latest = await this.versions.findOne({ draft_id: current.id }, { ...SUMMARY, sort: { revision: -1 }, session });
    if (latest && coalescesWith(latest, change.version)) {
      await this.versions.updateOne(
        { _id: latest._id },
        { $set: { revision: next.revision, saved_at: change.version.saved_at, metadata: { ...metadata }, content: next.content } },
        { session },
      );
    } else {
      await this.record(next, change.version, session);
    }
    return next;
  }

  /** Records `draft` as it is now as a new version, then drops the excess over the cap. */
  async record(draft: PageDocument, version: NewVersion, session: ClientSession): Promise<void> {
    await this.versions.insertOne(
      {
        _id: version.id,
        project_id: draft.project_id,
        draft_id: draft.id,
        revision: draft.revision,
        saved_at: version.saved_at,
        saved_by: version.saved_by,
        autosave: version.autosave,
        metadata: { ...draft.metadata },
        content: draft.content,
      },
      { session },
    );
    const count = await this.versions.countDocuments({ draft_id: draft.id }, { session });
    if (count <= MAX_VERSIONS_PER_DRAFT) return;
    const summaries = await this.versions.find({ draft_id: draft.id }, { ...SUMMARY, session }).toArray();
    const drop = versionsToDrop(summaries.map(toVersionSummary));
    if (drop.length > 0) await this.versions.deleteMany({ _id: { $in: drop } }, { session });
  }
}
