import type { Metadata } from '../../domain/pages/metadata.js';
import type { TemplateField } from '../../domain/templates/template.js';

/** What of a page is translated: its form values (by the template's fields) and its markdown body. */
export interface PageToTranslate {
  readonly project_id: string;
  readonly metadata: Metadata;
  readonly content: string;
  /** The page template's fields: which metadata keys hold text to translate, and of what type. */
  readonly fields: readonly TemplateField[];
}

/** A translated page, or the source kept for a person where no provider could translate. */
export interface TranslatedPage {
  readonly metadata: Metadata;
  readonly content: string;
  /**
   * Parts still in the source language for a human translator: metadata keys and `content`.
   * Empty when a provider translated everything; every translatable part when none is configured.
   */
  readonly left_to_translate: readonly string[];
}

/** Why a translation stopped: shown to the editor as the job's `error`; no draft is written. */
export interface TranslationFailure {
  readonly cause: 'unavailable' | 'refused' | 'unsupported_language' | 'malformed_answer';
  readonly reason: string;
}

export type PageTranslationOutcome =
  { readonly kind: 'translated'; readonly page: TranslatedPage } | { readonly kind: 'failed'; readonly failure: TranslationFailure };

/**
 * Translates a whole page between two languages, keeping markdown structure, links, code,
 * image references and the project's glossary terms intact. Never rejects: a provider's
 * failure (even midway) is a `failed` outcome, so the caller writes nothing.
 */
export interface PageTranslator {
  translate(
    page: PageToTranslate,
    languages: { readonly from: string; readonly to: string },
    /** Called as parts are done (`done` of `total` segments), for the job's progress. */
    progress?: (done: number, total: number) => void,
  ): Promise<PageTranslationOutcome>;
}
export const PageTranslator = Symbol.for('PageTranslator');
