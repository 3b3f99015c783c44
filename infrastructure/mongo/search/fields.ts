import type { PageDocument } from '../../../domain/pages/page-document.js';
import { indexedFields } from '../../../domain/search/indexed-text.js';

/** Which analysis the fields were written by: a document of an older one is written again at start-up (backfill.ts). */
export const SEARCH_FIELDS_VERSION = 2;
/** Distinct forms kept per page for prefix and typo look-ups: its title's and headings' all, its body's first ones. */
const FORMS_MAX = 2_000;

/**
 * The derived fields the `pages_search_v2` text index reads, written with every page document
 * (see `toPageDoc`, the draft writer and the promotion), so no write path can leave them stale:
 * the page's title, headings and text as index forms of its language (domain/search/analysis/),
 * which the language-neutral text index matches as written; and its distinct forms
 * (`search_forms`, a multikey index), where the adapter finds the longer words a prefix begins
 * and the words a misspelling may have meant.
 */
export interface SearchFields {
  search_title: string;
  search_headings: string;
  search_body: string;
  search_forms: string[];
  search_version: number;
}

export function searchFields(page: Pick<PageDocument, 'slug' | 'language' | 'metadata' | 'content'>): SearchFields {
  const fields = indexedFields(page);
  const forms = new Set([...fields.title.split(' '), ...fields.headings.split(' ')]);
  for (const form of fields.body.split(' ')) {
    if (forms.size >= FORMS_MAX) break;
    forms.add(form);
  }
  forms.delete('');
  return {
    search_title: fields.title,
    search_headings: fields.headings,
    search_body: fields.body,
    search_forms: [...forms],
    search_version: SEARCH_FIELDS_VERSION,
  };
}
