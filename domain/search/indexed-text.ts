import { headingOf, plainText } from '../knowledge/passages.js';
import { hasSpacelessText, wordSegments } from '../knowledge/terms.js';
import type { Metadata } from '../pages/metadata.js';
import { indexedText } from './analysis/analyzer.js';

/** What a page is found by: its title, its headings and its text, weighted in that order. */
export interface SearchableText {
  readonly title: string;
  /** The text of every heading, one per line. */
  readonly headings: string;
  /** The text under the headings, as a listener hears it (no markdown, no link targets). */
  readonly body: string;
}

/** A page's title: its `title` metadata when it has one, else its slug. */
export function pageTitle(page: { readonly slug: string; readonly metadata: Metadata }): string {
  const title = page.metadata.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : page.slug;
}

export function searchableText(page: { readonly slug: string; readonly metadata: Metadata; readonly content: string }): SearchableText {
  return { title: pageTitle(page), ...contentText(page.content) };
}

/**
 * What the search index holds for a page: its title, headings and text as index forms of its
 * language (analysis/analyzer.ts), separated by spaces. Every store indexes these.
 */
export function indexedFields(page: {
  readonly slug: string;
  readonly language: string;
  readonly metadata: Metadata;
  readonly content: string;
}): SearchableText {
  const text = searchableText(page);
  return {
    title: indexedText(text.title, page.language),
    headings: indexedText(text.headings, page.language),
    body: indexedText(text.body, page.language),
  };
}

/**
 * A page body's headings and the text under them. `plain: false` leaves the body as markdown
 * (its words are all there, with link targets besides): enough to count words, at a third
 * of the cost.
 */
export function contentText(content: string, { plain = true } = {}): Pick<SearchableText, 'headings' | 'body'> {
  const headings: string[] = [];
  const body: string[] = [];
  for (const line of content.split('\n')) {
    const heading = headingOf(line);
    if (heading === null) body.push(line);
    else if (heading !== '') headings.push(heading);
  }
  const text = body.join('\n');
  return { headings: headings.join('\n'), body: plain ? plainText(text) : text };
}

/**
 * `text` with `separator` put between adjacent words of scripts written without spaces
 * (Japanese, Chinese, Thai...), so that a tokenizer splitting at spaces and punctuation finds
 * the same words as the query side's ECMA-402 segmentation. Other text comes back unchanged.
 */
export function separateWords(text: string, separator: string): string {
  if (!hasSpacelessText(text)) return text;
  let out = '';
  let previousWasWord = false;
  for (const { segment, isWordLike } of wordSegments(text)) {
    if (isWordLike && previousWasWord) out += separator;
    out += segment;
    previousWasWord = isWordLike === true;
  }
  return out;
}
