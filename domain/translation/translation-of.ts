import * as t from 'io-ts';
import { intBetween, LanguageTagCodec } from '../shared/codecs.js';

/**
 * Which page a translation was made from: the source page (same slug) in `language`, at its
 * live `revision`. Null on a page that is not a translation (a source).
 */
export const TranslationOf = t.type({ language: LanguageTagCodec, revision: intBetween(1, Number.MAX_SAFE_INTEGER) }, 'TranslationOf');
export interface TranslationOf {
  readonly language: string;
  readonly revision: number;
}

/** A page is never a translation of itself: the source's language must differ from the page's. */
export const translationOfRefusal = (translationOf: TranslationOf | null, pageLanguage: string): string | null =>
  translationOf !== null && translationOf.language === pageLanguage
    ? `translation_of.language must be another language than the page's own (${pageLanguage})`
    : null;
