import { words } from '../knowledge/terms.js';
import { fold } from '../profile/fold.js';
import { wordForms } from '../search/analysis/analyzer.js';

/** The most words of a question kept for grouping (a 500-character question rarely has half as many). */
const WORDS_MAX = 64;

/**
 * The meaningful words of a question, as a set (sorted, each once): what grouping compares. Each
 * word counts as written (folded) and as its stem in the question's language, as the search
 * reads it (domain/search/analysis/): "Do you deliver to Lyon?" and "delivered Lyon" share the
 * stem, "parking" asked in English and in French shares the word. Function words are left out.
 * Groups rebuilt at the next prune pick up any change here.
 */
export function questionWords(text: string, language: string): string[] {
  const meaningful = words(text).flatMap((word) => {
    const stems = wordForms(word, language);
    return stems.length === 0 ? [] : [fold(word), ...stems];
  });
  return [...new Set(meaningful)].slice(0, WORDS_MAX).sort();
}
