import { fold } from '../profile/fold.js';
import { separateWords, type SearchableText } from './indexed-text.js';
import { matchesTerm, type SearchTerm } from './query.js';

/** How much a word counts by where it stands; every store ranks with these weights. */
const FIELD_WEIGHTS: Readonly<Record<keyof SearchableText, number>> = { title: 10, headings: 5, body: 1 };

const foldedWords = (text: string): string[] => fold(separateWords(text, ' ')).split(' ');

/**
 * For each term, how often it occurs in the page, each occurrence weighted by its field
 * (a title word counts ten body words). Computed from the text itself: for stores or paths
 * that have no index statistics to rank with.
 */
export function weightedFrequencies(text: SearchableText, terms: readonly SearchTerm[]): number[] {
  const counts = terms.map(() => 0);
  for (const field of ['title', 'headings', 'body'] as const) {
    for (const word of foldedWords(text[field])) {
      terms.forEach((term, i) => {
        if (matchesTerm(word, term)) counts[i]! += FIELD_WEIGHTS[field];
      });
    }
  }
  return counts;
}
