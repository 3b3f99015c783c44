import { inject, injectable } from 'inversify';
import {
  completeLabels,
  englishTexts,
  ENGLISH_RESOLVED,
  isEnglish,
  labelsFromTexts,
  type CardLabels,
  type PronounLabels,
  type ResolvedLabels,
} from '../../domain/translation/labels.js';
import { Clock } from '../shared/ports.js';
import { TranslationStore, Translator, type ScopedLabels } from './ports.js';

/** Where the labels came from: tests and logs tell a cache hit from a translation. */
type LabelSource = 'english' | 'store' | 'translated' | 'fallback';

export interface CardLabelsResult extends ResolvedLabels {
  readonly source: LabelSource;
}

/**
 * The profile card's labels in a language, for the project. One store read when they are
 * stored; otherwise both scopes are translated (awaited), stored, and returned. Never fails:
 * any translator or store problem answers the English labels, and nothing is stored then, so
 * the next call tries again. Called by tools after the dispatcher authorized the caller.
 */
@injectable()
export class ResolveCardLabels {
  constructor(
    @inject(TranslationStore) private readonly store: TranslationStore,
    @inject(Translator) private readonly translator: Translator,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(projectId: string, language: string): Promise<CardLabelsResult> {
    if (isEnglish(language)) return { ...ENGLISH_RESOLVED, source: 'english' };
    const stored = fromScopes(await this.read(projectId, language));
    if (stored !== null) return { ...stored, source: 'store' };

    const translated = await this.translate(language);
    if (translated === null) return { ...ENGLISH_RESOLVED, source: 'fallback' };
    try {
      await this.store.save(projectId, language, translated, this.clock.now());
    } catch {
      // Not stored: the caller still gets the translation; the next switch translates again.
    }
    return { ...fromScopes(translated)!, source: 'translated' };
  }

  private async read(projectId: string, language: string): Promise<ScopedLabels> {
    try {
      return await this.store.find(projectId, language);
    } catch {
      return {};
    }
  }

  private async translate(language: string): Promise<ScopedLabels | null> {
    try {
      return labelsFromTexts(await this.translator.translate(englishTexts(), language));
    } catch {
      return null;
    }
  }
}

/** Both scopes when both are complete; a card never mixes a translated scope with English. */
function fromScopes(scopes: ScopedLabels): ResolvedLabels | null {
  const labels = completeLabels('card_labels', scopes.card_labels);
  const pronouns = completeLabels('pronoun_labels', scopes.pronoun_labels);
  if (labels === null || pronouns === null) return null;
  return { labels: labels as CardLabels, pronoun_labels: pronouns as PronounLabels };
}
