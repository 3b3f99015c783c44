import type { MongoIndex } from '../schema.js';
import { PAGES } from '../pages/documents.js';

/** The one text index a collection may have: the pages collection's, over live pages only. */
const SEARCH_INDEX_NAME = 'pages_search';

export const SEARCH_INDEXES: readonly MongoIndex[] = [
  {
    collection: PAGES,
    // Equality on project_id first: a search reads only that project's index entries.
    key: { project_id: 1, search_title: 'text', search_headings: 'text', content: 'text', search_words: 'text' },
    options: {
      name: SEARCH_INDEX_NAME,
      weights: { search_title: 10, search_headings: 5, content: 1, search_words: 1 },
      // Pages are in every language: no stemming and no stop words of one language applied to
      // all (a French page is not stemmed as English). Words match as written, case and
      // diacritics folded; the plural forms come from the query side (see searchTerms).
      default_language: 'none',
      // A page's own `language` field is a BCP 47 tag, not a text-search language: without
      // this, MongoDB would read it as one and refuse pages in languages it does not know.
      language_override: 'search_language',
      partialFilterExpression: { kind: 'live' },
    },
  },
];
