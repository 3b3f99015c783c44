import type { ManifestChange } from './manifest.js';

/** A manifest change the confirm refused because the store no longer matches the dry run. */
export interface ChangedDraft {
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
  /** The draft's revision now, or null when it is gone. */
  readonly current_revision: number | null;
  readonly reason: string;
}

/** Why a manifest change no longer applies, or null when it does (every store checks with this). */
export function changedDraft(
  change: ManifestChange,
  draft: { readonly isDraft: boolean; readonly revision: number } | null,
  hasLive: boolean,
): ChangedDraft | null {
  const at = { draft_id: change.draft_id, slug: change.slug, language: change.language };
  if (draft === null || !draft.isDraft) return { ...at, current_revision: null, reason: 'the draft was discarded or published since the dry run' };
  if (draft.revision !== change.revision)
    return { ...at, current_revision: draft.revision, reason: `the draft was saved since the dry run (revision ${change.revision} then)` };
  if (change.action === 'create' && hasLive)
    return { ...at, current_revision: draft.revision, reason: 'a live page was created at this slug since the dry run' };
  if (change.action === 'update' && !hasLive) return { ...at, current_revision: draft.revision, reason: 'the live page was deleted since the dry run' };
  return null;
}
