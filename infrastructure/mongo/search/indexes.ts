import type { MongoIndex } from '../schema.js';
import { PAGES } from '../pages/documents.js';

export const SEARCH_INDEXES: readonly MongoIndex[] = [
  {
    collection: PAGES,
    // Equality on project_id first: a search reads only that project's index entries.
    key: { project_id: 1, search_title: 'text', search_headings: 'text', search_body: 'text' },
    // A collection has one text index: the one over raw text (before issue 42) goes first.
    replaces: 'pages_search',
    options: {
      name: 'pages_search_v2',
      weights: { search_title: 10, search_headings: 5, search_body: 1 },
      // The fields hold index forms already analysed in each page's language (fields.ts): the
      // index applies no language's stemming or stop words of its own.
      default_language: 'none',
      // A page's own `language` field is a BCP 47 tag, not a text-search language: without
      // this, MongoDB would read it as one and refuse pages in languages it does not know.
      language_override: 'search_language',
      partialFilterExpression: { kind: 'live' },
    },
  },
  // Prefix and misspelling look-ups: the distinct forms of a project's live pages, by range.
  { collection: PAGES, key: { project_id: 1, search_forms: 1 }, options: { partialFilterExpression: { kind: 'live' } } },
];
