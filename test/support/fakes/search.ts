import type { PageSearchIndex, SearchHit, SearchIndexRebuild, SearchQuery } from '../../../application/search/ports.js';
import { isDraft } from '../../../domain/pages/page-document.js';
import { searchableText } from '../../../domain/search/indexed-text.js';
import { weightedFrequencies } from '../../../domain/search/relevance.js';
import { pageSnippet } from '../../../domain/search/snippet.js';
import { SemanticSearch } from '../../../application/search/semantic/semantic-search.js';
import { SiteSearch } from '../../../application/search/site-search.js';
import { InMemoryPageVectors } from './page-vectors.js';
import { InMemoryPageRepository, type InMemoryPagesState } from './pages.js';

/**
 * The search index in memory: reads the pages state itself, so it is current after every write
 * like the real stores' indexes. Ranks by BM25 over the weighted term frequencies (title above
 * headings above body); ties go to the newest page.
 */
export class InMemoryPageSearchIndex implements PageSearchIndex {
  constructor(private readonly state: InMemoryPagesState) {}

  async search(projectId: string, query: SearchQuery): Promise<SearchHit[]> {
    // A deleted project's pages are gone with it, as the stores' cascades do.
    if (!this.state.projects.projects.has(projectId)) return [];
    const pages = [...this.state.docs.values()].filter((d) => d.project_id === projectId && !isDraft(d));
    const scored = pages.map((page) => {
      const text = searchableText(page);
      return { page, text, frequencies: weightedFrequencies(text, query.terms, page.language) };
    });
    const idf = query.terms.map((_, i) => {
      const holding = scored.filter((s) => s.frequencies[i]! > 0).length;
      return Math.log(1 + (scored.length - holding + 0.5) / (holding + 0.5));
    });
    return scored
      .filter(({ page }) => query.language === undefined || page.language === query.language)
      .map((s) => ({ ...s, score: s.frequencies.reduce((sum, tf, i) => sum + (idf[i]! * tf * 2.2) / (tf + 1.2), 0) }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || (a.page.id < b.page.id ? 1 : -1))
      .slice(0, Math.max(0, query.limit))
      .map(({ page, text, score }) => ({
        page_id: page.id,
        slug: page.slug,
        language: page.language,
        title: text.title,
        snippet: pageSnippet(page.content, query.terms, page.language),
        score,
      }));
  }
}

/**
 * The in-memory index keeps nothing of its own (it reads the pages at every search), so a
 * rebuild has nothing to renew: it goes through the live pages, counting, as the stores do.
 */
export class InMemorySearchIndexRebuild implements SearchIndexRebuild {
  constructor(private readonly state: InMemoryPagesState) {}

  async livePages(projectId: string): Promise<number> {
    return this.livePageIds(projectId).length;
  }

  async rebuild(projectId: string, progress: (indexed: number) => void): Promise<number> {
    const ids = this.livePageIds(projectId);
    ids.forEach((_, i) => progress(i + 1));
    return ids.length;
  }

  private livePageIds(projectId: string): string[] {
    return [...this.state.docs.values()].filter((d) => d.project_id === projectId && !isDraft(d)).map((d) => d.id);
  }
}

/** The site's search over the in-memory stores, offline (no embeddings: lexical ranking only), as the embedded default runs. */
export const offlineSiteSearch = (state: InMemoryPagesState): SiteSearch =>
  new SiteSearch(
    new InMemoryPageSearchIndex(state),
    new SemanticSearch(null, new InMemoryPageVectors(state), { now: () => new Date() }, { cacheBytes: 0 }),
    new InMemoryPageRepository(state),
  );
