import { excerpt } from '../knowledge/passages.js';
import { wordSegments } from '../knowledge/terms.js';
import { wordForms } from './analysis/analyzer.js';
import { contentText } from './indexed-text.js';
import { matcherOf } from './matching.js';
import type { SearchTerm } from './query.js';

/** Words shown around the first match, and the longest snippet in characters. */
const SNIPPET_WORDS = 24;
const SNIPPET_MAX_LENGTH = 240;
/** Words kept before the first match, so it reads in context. */
const LEAD_WORDS = 6;
/** How far into a text the first match is looked for: a page found by its title alone is quoted from its start. */
const SCAN_MAX = 100_000;

/**
 * Offset of the first word of `text` (read in `language`) whose forms match one of the terms, or
 * -1. Each word is analysed as the index analyses it (its forms are cached), so the snippet
 * quotes what the search found: "Deliveries" for "deliver", "الوظائف" for "وظائف".
 */
function firstMatch(text: string, terms: readonly SearchTerm[], language: string): number {
  if (terms.length === 0) return -1;
  const matchers = terms.map(matcherOf);
  for (const segment of wordSegments(text.length > SCAN_MAX ? text.slice(0, SCAN_MAX) : text)) {
    if (segment.isWordLike !== true) continue;
    if (wordForms(segment.segment, language).some((form) => matchers.some((matcher) => matcher(form) !== null))) return segment.index;
  }
  return -1;
}

/**
 * A short extract of `text` around the first word matching one of `terms` ("…" marks a cut),
 * or its beginning when no word matches (a page found by its title). Plain text, no markup.
 */
export function snippetOf(text: string, terms: readonly SearchTerm[], language: string, maxWords = SNIPPET_WORDS): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const at = firstMatch(trimmed, terms, language);
  const hit = at <= 0 ? 0 : trimmed.slice(0, at).split(/\s+/).length - 1;
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
export function pageSnippet(content: string, terms: readonly SearchTerm[], language: string): string {
  const at = firstMatch(content, terms, language);
  const lineStart = content.lastIndexOf('\n', at - REGION_BEFORE) + 1;
  // From the start of a line, so heading lines are still seen as such, unless that line is very long.
  const from = at <= REGION_BEFORE ? 0 : at - lineStart > 2 * REGION_BEFORE ? at - REGION_BEFORE : lineStart;
  const region = contentText(content.slice(from, from + REGION_LENGTH));
  const snippet = snippetOf(region.body === '' ? region.headings : region.body, terms, language);
  return from > 0 && snippet !== '' && !snippet.startsWith('…') ? `…${snippet}` : snippet;
}
