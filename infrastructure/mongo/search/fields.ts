import type { PageDocument } from '../../../domain/pages/page-document.js';
import { hasSpacelessText } from '../../../domain/knowledge/terms.js';
import { searchableText, separateWords } from '../../../domain/search/indexed-text.js';

/**
 * The derived fields the `pages_search` text index reads besides `content`, written with every
 * page document (see `toPageDoc` and the draft writer), so no write path can leave them stale.
 * MongoDB's text index splits words at spaces and punctuation only: text in scripts written
 * without spaces gets a segmented copy (`search_words`, empty for pages without such text;
 * always set, so an edit that removes such text clears it).
 */
export interface SearchFields {
  search_title: string;
  search_headings: string;
  search_words: string;
}

export function searchFields(page: Pick<PageDocument, 'slug' | 'metadata' | 'content'>): SearchFields {
  const text = searchableText(page);
  return {
    search_title: separateWords(text.title, ' '),
    search_headings: separateWords(text.headings, ' '),
    search_words: hasSpacelessText(text.body) ? separateWords(text.body, ' ') : '',
  };
}
