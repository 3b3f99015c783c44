import { excerpt } from '../knowledge/passages.js';
import { hasSpacelessText } from '../knowledge/terms.js';
import type { Metadata } from '../pages/metadata.js';
import { searchableText } from './indexed-text.js';

/**
 * The most characters of a page sent to be embedded. Embedding models read a bounded input
 * (gemini-embedding-001: 2,048 tokens) and what a page is about is said first: its title, its
 * headings, the start of its text. 4,000 characters are about 1,000 tokens of English and
 * under 2,000 of Arabic or Russian; scripts written without spaces take about a token a
 * character, so they get less.
 */
export const EMBEDDED_TEXT_MAX = 4000;
const SPACELESS_EMBEDDED_TEXT_MAX = 1500;

/**
 * What a page is embedded from: its title, its headings and its plain text (no markdown, no
 * link targets), in that order, blank lines and runs of spaces dropped, cut at a word near the bound.
 */
export function pageEmbeddingText(page: { readonly slug: string; readonly metadata: Metadata; readonly content: string }): string {
  const { title, headings, body } = searchableText(page);
  const text = [title, headings, body]
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((part) => part !== '')
    .join('\n\n');
  return excerpt(text, hasSpacelessText(text) ? SPACELESS_EMBEDDED_TEXT_MAX : EMBEDDED_TEXT_MAX);
}
