import type { TranslationOf } from './translation-of.js';

/** Where a page stands in one language. */
export type TranslationState = 'source' | 'up_to_date' | 'outdated' | 'draft' | 'missing';

/** What the status needs of one document (never its body). */
export interface DocumentStanding {
  readonly slug: string;
  readonly language: string;
  readonly kind: 'live' | 'draft';
  readonly revision: number;
  readonly translation_of: TranslationOf | null;
}

export interface PageStatus {
  readonly slug: string;
  readonly languages: Readonly<Record<string, TranslationState>>;
}

/**
 * The state of a slug in one language, from its live page and draft there and the live
 * pages of the slug in every language: a live page that translates nothing is a source; a
 * translation is up to date while it was made from (at least) the source's live revision,
 * outdated once the source was published again (or no longer exists live); a draft alone is
 * work in progress; nothing at all is missing.
 */
export function translationState(
  live: DocumentStanding | undefined,
  draft: DocumentStanding | undefined,
  liveRevisionIn: (language: string) => number | undefined,
): TranslationState {
  if (live === undefined) return draft === undefined ? 'missing' : 'draft';
  return liveTranslationState(live.translation_of, live.translation_of === null ? null : liveRevisionIn(live.translation_of.language));
}

export type LiveTranslationState = Extract<TranslationState, 'source' | 'up_to_date' | 'outdated'>;

/** A live page's state from what it translates and its source's live revision (undefined or null: not live). */
export function liveTranslationState(translationOf: TranslationOf | null, sourceRevision: number | null | undefined): LiveTranslationState {
  if (translationOf === null) return 'source';
  return sourceRevision !== null && sourceRevision !== undefined && translationOf.revision >= sourceRevision ? 'up_to_date' : 'outdated';
}

/** The matrix of slugs by language over `languages` (every language the project has a page in), slugs sorted. */
export function translationMatrix(documents: readonly DocumentStanding[]): { readonly languages: string[]; readonly pages: PageStatus[] } {
  const bySlug = new Map<string, { live: Map<string, DocumentStanding>; draft: Map<string, DocumentStanding> }>();
  const languages = new Set<string>();
  for (const doc of documents) {
    languages.add(doc.language);
    const entry = bySlug.get(doc.slug) ?? { live: new Map(), draft: new Map() };
    entry[doc.kind].set(doc.language, doc);
    bySlug.set(doc.slug, entry);
  }
  const sortedLanguages = [...languages].sort();
  const pages = [...bySlug.keys()].sort().map((slug) => {
    const { live, draft } = bySlug.get(slug)!;
    const revisionIn = (language: string) => live.get(language)?.revision;
    const states = sortedLanguages.map((language) => [language, translationState(live.get(language), draft.get(language), revisionIn)] as const);
    return { slug, languages: Object.fromEntries(states) };
  });
  return { languages: sortedLanguages, pages };
}
