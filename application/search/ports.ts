import type { SearchTerm } from '../../domain/search/query.js';

export interface SearchQuery {
  /** The words searched for (see `searchTerms`); a page matching any of them is a candidate. */
  readonly terms: readonly SearchTerm[];
  /** Only pages in exactly this language (a canonical tag). */
  readonly language?: string | undefined;
  readonly limit: number;
}

export interface SearchHit {
  readonly page_id: string;
  readonly slug: string;
  readonly language: string;
  readonly title: string;
  /** Plain text around the first match in the page's text (its beginning when only the title matched). */
  readonly snippet: string;
  /** Relevance, higher is better; comparable within one answer only. */
  readonly score: number;
}

/**
 * The full-text index of the live pages (public and unlisted; never drafts). The store keeps it
 * current in the same transaction as every write of a live page, whichever port or process
 * writes it, so a search never misses a committed change nor sees a rolled-back one. Ranking:
 * title words above heading words above body words, pages matching more of the terms first.
 * What a search costs is bounded by the index, not by the number of pages in the project.
 */
export interface PageSearchIndex {
  /** The best matching live pages of the project, best first; none when no term matches. */
  search(projectId: string, query: SearchQuery): Promise<SearchHit[]>;
}
export const PageSearchIndex = Symbol.for('PageSearchIndex');

/**
 * Rebuilds the stored index of a project's live pages from the pages themselves (an operator's
 * repair: after a crash left it damaged, or a change of how text is indexed). Pages written
 * meanwhile are indexed by the store's own writes as always; the rebuild never undoes them.
 */
export interface SearchIndexRebuild {
  /** How many live pages the project has (what a rebuild goes through). */
  livePages(projectId: string): Promise<number>;
  /**
   * Indexes every live page of the project again, in batches (each its own transaction, so
   * the service's writes wait on one batch at most), drops the entries of pages that no longer
   * exist, and answers how many pages it indexed. `progress` hears the count after each batch.
   */
  rebuild(projectId: string, progress: (indexed: number) => void): Promise<number>;
}
export const SearchIndexRebuild = Symbol.for('SearchIndexRebuild');
