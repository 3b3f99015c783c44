import type { Glossary } from '../../domain/translation/glossary.js';
import type { ScopedLabels } from '../../domain/translation/labels.js';
import type { ProseBlock } from '../../domain/translation/page-parts.js';
import type { TranslationFailure } from './page-translator.js';

export type { ScopedLabels } from '../../domain/translation/labels.js';

/** Translated card labels per (project, language, scope); a project may later edit its own. */
export interface TranslationStore {
  /** Every stored scope of one language, in one read (the hot path of a cached language switch). */
  find(projectId: string, language: string): Promise<ScopedLabels>;
  /** Stores (replacing) the given scopes of one language. */
  save(projectId: string, language: string, scopes: ScopedLabels, now: Date): Promise<void>;
}
export const TranslationStore = Symbol.for('TranslationStore');

/** Machine translation of short UI texts out of English. */
export interface Translator {
  /**
   * The English `texts` in `target` (a BCP-47 tag), in the same order. Rejects when it cannot
   * (language not supported, provider down or slow): callers fall back to English.
   */
  translate(texts: readonly string[], target: string): Promise<readonly string[]>;
}
export const Translator = Symbol.for('Translator');

/** A project's glossary: read by every translation, replaced whole by a manager. */
export interface GlossaryStore {
  /** The project's glossary; an empty one when none was saved. */
  find(projectId: string): Promise<Glossary>;
  /** Replaces the whole glossary atomically: a reader sees the old one or the new one, never a mix. */
  replace(projectId: string, glossary: Glossary, now: Date): Promise<void>;
}
export const GlossaryStore = Symbol.for('GlossaryStore');

export type SegmentTranslationOutcome =
  | { readonly kind: 'translated'; readonly texts: readonly string[] }
  | { readonly kind: 'failed'; readonly failure: TranslationFailure }
  /** No provider is configured: nothing was sent anywhere, the texts are left for a person. */
  | { readonly kind: 'offline' };

/**
 * Machine translation of a document's segments (placeholders `⟦n⟧` in them must come back as
 * they are), between any two languages. Never rejects.
 */
export interface DocumentTranslator {
  /** The most segments one request carries. */
  readonly batchSize: number;
  translateSegments(texts: readonly string[], languages: { readonly from: string; readonly to: string }): Promise<SegmentTranslationOutcome>;
}
export const DocumentTranslator = Symbol.for('DocumentTranslator');

/** Finds the prose of a markdown document (a markdown parser's view of its blocks). */
export interface MarkdownProse {
  blocks(markdown: string): readonly ProseBlock[];
}
export const MarkdownProse = Symbol.for('MarkdownProse');
