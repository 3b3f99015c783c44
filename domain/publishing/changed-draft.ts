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

/** How the store finds a manifest change's draft, and whether a live page holds its slug and language. */
export interface DraftState {
  readonly draft: { readonly isDraft: boolean; readonly revision: number } | null;
  readonly hasLive: boolean;
}

/**
 * Every manifest change that no longer applies, in manifest order; nothing is promoted unless
 * this is empty. Each store calls it inside its confirm's transaction, on what it just read.
 */
export function changedDrafts(changes: readonly ManifestChange[], stateOf: (change: ManifestChange, index: number) => DraftState): ChangedDraft[] {
  const changed: ChangedDraft[] = [];
  changes.forEach((change, index) => {
    const { draft, hasLive } = stateOf(change, index);
    const problem = changedDraft(change, draft, hasLive);
    if (problem !== null) changed.push(problem);
  });
  return changed;
}
