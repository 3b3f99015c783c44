import { mergeMetadata, type Metadata, type MetadataPatch } from '../pages/metadata.js';
import { isDraft, type PageDocument } from '../pages/page-document.js';
import type { TranslationOf } from '../translation/translation-of.js';

/** Merge one level (null removes a key), or replace whole (restoring a version). */
export type MetadataChange = { readonly kind: 'merge'; readonly patch: MetadataPatch } | { readonly kind: 'replace'; readonly value: Metadata };

/** Why a draft write (save, restore, discard) cannot happen. */
export type DraftWriteRefusal = { readonly kind: 'not_found' } | { readonly kind: 'not_draft' } | { readonly kind: 'stale'; readonly current_revision: number };

/**
 * The refusals of a draft write, said once for every store (each calls it inside its own
 * transaction, on the document it just read): no such document, a live page (drafts only),
 * or a revision other than the one the writer started from. Null: the write may go ahead.
 */
export function draftWriteRefusal(current: PageDocument | null): Exclude<DraftWriteRefusal, { kind: 'stale' }> | null;
export function draftWriteRefusal(current: PageDocument | null, expectedRevision: number | undefined): DraftWriteRefusal | null;
export function draftWriteRefusal(current: PageDocument | null, expectedRevision?: number): DraftWriteRefusal | null {
  if (current === null) return { kind: 'not_found' };
  if (!isDraft(current)) return { kind: 'not_draft' };
  if (expectedRevision !== undefined && expectedRevision !== current.revision) return { kind: 'stale', current_revision: current.revision };
  return null;
}

/** The draft after a write, as its next revision: metadata merged or replaced, content replaced. */
export function writtenDraft(
  current: PageDocument,
  change: { readonly metadata: MetadataChange; readonly content: string; readonly translation_of?: TranslationOf | null | undefined },
  at: string,
): PageDocument {
  const metadata = change.metadata.kind === 'merge' ? mergeMetadata(current.metadata, change.metadata.patch) : change.metadata.value;
  const translationOf = change.translation_of === undefined ? current.translation_of : change.translation_of;
  return { ...current, metadata, content: change.content, revision: current.revision + 1, translation_of: translationOf, updated_at: at };
}
