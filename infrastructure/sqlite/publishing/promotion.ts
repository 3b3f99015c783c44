import { changedDrafts, type ChangedDraft } from '../../../domain/publishing/changed-draft.js';
import type { ManifestChange } from '../../../domain/publishing/manifest.js';
import type { SqliteDatabase } from '../database.js';
import type { DocumentRow } from '../pages/rows.js';

export type PromotionOutcome =
  { readonly kind: 'promoted'; readonly changes: Array<ManifestChange & { page_id: string }> } | { readonly kind: 'changed'; readonly changed: ChangedDraft[] };

/**
 * Promotes a manifest's drafts; the caller holds the write lock (BEGIN IMMEDIATE). Every change
 * is checked before anything is written, so a changed draft leaves everything as it was. A
 * new page is the draft itself turned live (`public`, revision 1); an update copies the
 * draft into the live page as its next revision (visibility kept) and deletes the draft.
 * Versions go with their draft either way.
 */
export class Promotion {
  private readonly selectById;
  private readonly selectLive;
  private readonly turnLive;
  private readonly deleteVersions;
  private readonly copyIntoLive;
  private readonly deleteDraft;

  constructor(db: SqliteDatabase) {
    this.selectById = db.prepare(`SELECT id, kind, revision FROM documents WHERE project_id = ? AND id = ?`);
    this.selectLive = db.prepare(`SELECT id FROM documents WHERE project_id = ? AND kind = 'live' AND slug = ? AND language = ?`).pluck();
    this.turnLive = db.prepare(`UPDATE documents SET kind = 'live', visibility = 'public', revision = 1, created_at = @at, updated_at = @at WHERE id = @id`);
    this.deleteVersions = db.prepare(`DELETE FROM draft_versions WHERE draft_id = ?`);
    this.copyIntoLive = db.prepare(
      `UPDATE documents SET (metadata, content, doc_template_id, translation_of) = (SELECT metadata, content, doc_template_id, translation_of FROM documents WHERE id = @draft),
         revision = revision + 1, updated_at = @at WHERE id = @live`,
    );
    this.deleteDraft = db.prepare(`DELETE FROM documents WHERE id = ?`);
  }

  promote(projectId: string, changes: readonly ManifestChange[], at: string): PromotionOutcome {
    const targets = changes.map((change) => this.selectLive.get(projectId, change.slug, change.language) as string | undefined);
    const changed = changedDrafts(changes, (change, i) => {
      const draft = this.selectById.get(projectId, change.draft_id) as Pick<DocumentRow, 'kind' | 'revision'> | undefined;
      return { draft: draft ? { isDraft: draft.kind === 'draft', revision: draft.revision } : null, hasLive: targets[i] !== undefined };
    });
    if (changed.length > 0) return { kind: 'changed', changed };
    const promoted = changes.map((change, i) => {
      const live = targets[i];
      if (live === undefined) {
        this.turnLive.run({ id: change.draft_id, at });
        this.deleteVersions.run(change.draft_id);
        return { ...change, page_id: change.draft_id };
      }
      this.copyIntoLive.run({ draft: change.draft_id, live, at });
      // Versions go with the draft: draft_versions.draft_id is ON DELETE CASCADE.
      this.deleteDraft.run(change.draft_id);
      return { ...change, page_id: live };
    });
    return { kind: 'promoted', changes: promoted };
  }
}
