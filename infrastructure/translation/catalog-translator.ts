import type { Translator } from '../../application/translation/ports.js';
import { ENGLISH_LABELS, isEnglish, LABEL_SCOPES, SCOPE_KEYS, type Labels } from '../../domain/translation/labels.js';
import { catalogEntry } from './catalog/index.js';
import { ENTRY_KEYS } from './catalog/entry.js';

/** English source text → position in a catalog entry. */
const POSITION: ReadonlyMap<string, number> = new Map(
  LABEL_SCOPES.flatMap((scope) => SCOPE_KEYS[scope].map((key) => [(ENGLISH_LABELS[scope] as Labels)[key]!, ENTRY_KEYS.indexOf(key)] as const)),
);

/**
 * The embedded default translator: the card labels, written and reviewed by hand, for the
 * languages in `catalog/`. It knows only those texts; anything else (or an uncovered
 * language) rejects, which the caller turns into English labels.
 */
export class CatalogTranslator implements Translator {
  async translate(texts: readonly string[], target: string): Promise<readonly string[]> {
    if (isEnglish(target)) return [...texts];
    const entry = catalogEntry(target);
    if (entry === undefined) throw new Error(`the label catalog has no ${target}`);
    return texts.map((text) => {
      const position = POSITION.get(text);
      if (position === undefined) throw new Error(`the label catalog has no text ${JSON.stringify(text)}`);
      return entry[position]!;
    });
  }
}
