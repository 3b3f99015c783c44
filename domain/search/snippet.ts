import { hasSpacelessText } from '../knowledge/terms.js';
import { excerpt } from '../knowledge/passages.js';
import { contentText } from './indexed-text.js';
import { fold } from '../profile/fold.js';
import type { SearchTerm } from './query.js';

/** Words shown around the first match, and the longest snippet in characters. */
const SNIPPET_WORDS = 24;
const SNIPPET_MAX_LENGTH = 240;
/** Words kept before the first match, so it reads in context. */
const LEAD_WORDS = 6;

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Lowercased, marks removed: where a folded form is found by plain string search. */
const searchable = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Offset of the first whole-word occurrence of a term's form in `plain` (lowercased, marks removed), or -1. */
function firstMatch(plain: string, terms: readonly SearchTerm[]): number {
  let first = -1;
  for (const term of terms) {
    for (const form of term.forms) {
      const needle = fold(form).replaceAll(' ', '');
      if (needle === '') continue;
      const whole = !hasSpacelessText(needle);
      for (let at = plain.indexOf(needle); at !== -1 && (first === -1 || at < first); at = plain.indexOf(needle, at + 1)) {
        const bounded = !whole || (!WORD_CHARACTER.test(plain[at - 1] ?? ' ') && !WORD_CHARACTER.test(plain[at + needle.length] ?? ' '));
        if (bounded) {
          first = at;
          break;
        }
      }
    }
  }
  return first;
}

/**
 * A short extract of `text` around the first word matching one of `terms` ("…" marks a cut),
 * or its beginning when no word matches (a page found by its title). Plain text, no markup.
 * The match is found in a folded copy by plain string search (a fold or a regular expression
 * per word would cost more than the search itself); folding never moves whitespace, so the
 * copy's word count up to the match is the original's.
 */
export function snippetOf(text: string, terms: readonly SearchTerm[], maxWords = SNIPPET_WORDS): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const plain = searchable(trimmed);
  const at = firstMatch(plain, terms);
  const hit = at <= 0 ? 0 : plain.slice(0, at).split(/\s+/).length - 1;
  const tokens = trimmed.split(/\s+/);
  const start = hit <= LEAD_WORDS ? 0 : hit - LEAD_WORDS;
  const end = Math.min(tokens.length, start + maxWords);
  return excerpt(`${start > 0 ? '…' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? '…' : ''}`, SNIPPET_MAX_LENGTH);
}

/** Characters of markdown kept before and after the first match when quoting a page. */
const REGION_BEFORE = 400;
const REGION_LENGTH = 1200;

/**
 * The snippet of a page (its markdown body): the first match is found in the raw text, and
 * only the region around it is made plain and quoted (making a whole page plain costs more
 * than searching it). Heading lines are left out, as from the body; a page whose body is all
 * headings is quoted from them.
 */
export function pageSnippet(content: string, terms: readonly SearchTerm[]): string {
  const at = firstMatch(searchable(content), terms);
  // Offsets in the folded copy run ahead of the original by the marks removed: the region is wide enough.
  const lineStart = content.lastIndexOf('\n', at - REGION_BEFORE) + 1;
  // From the start of a line, so heading lines are still seen as such, unless that line is very long.
  const from = at <= REGION_BEFORE ? 0 : at - lineStart > 2 * REGION_BEFORE ? at - REGION_BEFORE : lineStart;
  const region = contentText(content.slice(from, from + REGION_LENGTH));
  const snippet = snippetOf(region.body === '' ? region.headings : region.body, terms);
  return from > 0 && snippet !== '' && !snippet.startsWith('…') ? `…${snippet}` : snippet;
}
