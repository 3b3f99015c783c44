import { excerpt } from '../knowledge/passages.js';
import { fold } from '../profile/fold.js';
import { matchesTerm, type SearchTerm } from './query.js';

/** Words shown around the first match, and the longest snippet in characters. */
export const SNIPPET_WORDS = 24;
const SNIPPET_MAX_LENGTH = 240;
/** Words kept before the first match, so it reads in context. */
const LEAD_WORDS = 6;

/**
 * A short extract of `text` around the first word matching one of `terms` ("…" marks a cut),
 * or its beginning when no word matches (a page found by its title). Plain text, no markup.
 */
export function snippetOf(text: string, terms: readonly SearchTerm[], maxWords = SNIPPET_WORDS): string {
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  const first = tokens.findIndex((token) => fold(token).split(' ').some((word) => terms.some((term) => matchesTerm(word, term))));
  const start = first <= LEAD_WORDS ? 0 : first - LEAD_WORDS;
  const end = Math.min(tokens.length, start + maxWords);
  const extract = `${start > 0 ? '…' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? '…' : ''}`;
  return excerpt(extract, SNIPPET_MAX_LENGTH);
}
