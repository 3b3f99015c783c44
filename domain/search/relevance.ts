import { words } from '../knowledge/terms.js';
import { wordForms } from './analysis/analyzer.js';
import type { SearchableText } from './indexed-text.js';
import { bestMatch, MATCH_WEIGHTS, matcherOf } from './matching.js';
import type { SearchTerm } from './query.js';

/** How much a word counts by where it stands; every store ranks with these weights. */
const FIELD_WEIGHTS: Readonly<Record<keyof SearchableText, number>> = { title: 10, headings: 5, body: 1 };

/**
 * For each term, how often it occurs in the page, each occurrence weighted by its field (a title
 * word counts ten body words) and by how it matches (MATCH_WEIGHTS: a synonym or a derivation
 * counts less than the word itself). The page's words are read in its own language. Computed
 * from the text itself: for stores or paths that have no index statistics to rank with.
 */
export function weightedFrequencies(text: SearchableText, terms: readonly SearchTerm[], language: string): number[] {
  const counts = terms.map(() => 0);
  const matchers = terms.map(matcherOf);
  for (const field of ['title', 'headings', 'body'] as const) {
    for (const word of words(text[field])) {
      const forms = wordForms(word, language);
      if (forms.length === 0) continue;
      matchers.forEach((matcher, i) => {
        const kind = bestMatch(forms, matcher);
        if (kind !== null) counts[i]! += FIELD_WEIGHTS[field] * MATCH_WEIGHTS[kind];
      });
    }
  }
  return counts;
}
