import type { ScopedLabels } from '../../domain/translation/labels.js';

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
