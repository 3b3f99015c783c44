import { inject, injectable } from 'inversify';
import { isDraft } from '../../domain/pages/page-document.js';
import type { Project } from '../../domain/projects/project.js';
import { languagesOfScript } from '../../domain/search/analysis/languages.js';
import { fuseRankings } from '../../domain/search/fusion.js';
import { pageTitle } from '../../domain/search/indexed-text.js';
import { searchTerms, type SearchTerm } from '../../domain/search/query.js';
import { pageSnippet } from '../../domain/search/snippet.js';
import { PageRepository } from '../pages/ports.js';
import { PageSearchIndex, type SearchHit } from './ports.js';
import { SemanticSearch } from './semantic/semantic-search.js';

/** Languages a query is read in at most: each adds the forms of every word to the search. */
const QUERY_LANGUAGES_MAX = 4;
/** Pages each ranking offers the fusion: enough for a page one ranking puts low to rise. */
const FUSED_DEPTH = 20;

export interface SiteSearchOptions {
  /** The language the query is likeliest in (the caller's, or the one asked for): read first. */
  readonly language?: string | undefined;
  /** The last word is still being typed (a search box): the words it begins count too. */
  readonly lastWordTyped?: boolean;
}

export interface SiteQuery {
  /** The query as asked (the semantic ranking reads it whole). */
  readonly text: string;
  /** Its terms (termsFor). */
  readonly terms: readonly SearchTerm[];
  readonly limit: number;
  /** Only pages in exactly this language. */
  readonly only?: string | undefined;
}

/**
 * The one search behind the live agent's `ask`, the site's search (`GET /search`) and the MCP
 * `search_pages` tool, so readers, visitors and assistants find the same pages: a query is read
 * in the languages it may be in (the caller's, the project's default, the site's other
 * languages), with the project's synonyms and the built-in ones, and the index looks for every
 * form of each word (query.ts), ranking by how each matched. When a model is configured and the
 * project's pages have vectors, the pages nearest the question by meaning are fused with the
 * index's ranking (reciprocal rank fusion, domain/search/fusion.ts): a page can be found by a
 * question sharing no word with it. Without one, nothing is sent anywhere.
 */
@injectable()
export class SiteSearch {
  constructor(
    @inject(PageSearchIndex) private readonly index: PageSearchIndex,
    @inject(SemanticSearch) private readonly semantic: SemanticSearch,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  /** The words of `text` worth searching for in `project`, each with what counts as it. */
  termsFor(project: Project, text: string, options: SiteSearchOptions = {}): SearchTerm[] {
    const { synonyms, builtin_synonyms } = project.settings.search;
    return searchTerms(text, {
      languages: queryLanguages(project, options.language, text),
      synonyms: { builtIn: builtin_synonyms, groups: synonyms },
      lastWordTyped: options.lastWordTyped === true,
    });
  }

  /** The best live pages for the query, best first. */
  async search(project: Project, query: SiteQuery): Promise<SearchHit[]> {
    return (await this.ranked(project, query)).hits;
  }

  /** The best live pages, best first, and which of them were found by meaning alone (no word of the query matched them). */
  async ranked(project: Project, query: SiteQuery): Promise<{ readonly hits: SearchHit[]; readonly byMeaningOnly: ReadonlySet<string> }> {
    // Each ranking offers the fusion more pages than asked for; without a model there is no fusion.
    const depth = this.semantic.configured ? Math.max(query.limit, FUSED_DEPTH) : query.limit;
    const [lexical, semantic] = await Promise.all([
      query.terms.length === 0 ? [] : this.index.search(project.id, { terms: query.terms, language: query.only, limit: depth }),
      this.semantic.nearest(project.id, query.text, { language: query.only, limit: depth }),
    ]);
    if (semantic === null || semantic.length === 0) return { hits: lexical.slice(0, query.limit), byMeaningOnly: new Set() };
    const found = new Map(lexical.map((hit) => [hit.page_id, hit]));
    const fused = fuseRankings(
      lexical.map((hit) => hit.page_id),
      semantic.map((near) => near.page_id),
    );
    const hits = await Promise.all(
      fused.slice(0, query.limit).map(async ({ page_id, score }): Promise<SearchHit | null> => {
        const hit = found.get(page_id);
        if (hit !== undefined) return { ...hit, score };
        // Found by meaning alone: its title and snippet come from the page (one deleted since is left out).
        const page = await this.pages.findById(project.id, page_id);
        if (page === null || isDraft(page)) return null;
        return {
          page_id,
          slug: page.slug,
          language: page.language,
          title: pageTitle(page),
          snippet: pageSnippet(page.content, query.terms, page.language),
          score,
        };
      }),
    );
    const kept = hits.filter((hit): hit is SearchHit => hit !== null);
    return { hits: kept, byMeaningOnly: new Set(kept.filter((hit) => !found.has(hit.page_id)).map((hit) => hit.page_id)) };
  }
}

/**
 * The caller's language first, then those the text's script says (an Arabic question whatever
 * the caller's settings), the project's default and the languages its site has home pages in.
 */
function queryLanguages(project: Project, preferred: string | undefined, text: string): string[] {
  const languages = [preferred, ...languagesOfScript(text), project.default_language, ...Object.keys(project.settings.site.home_pages)].filter(
    (language): language is string => language !== undefined,
  );
  return [...new Set(languages)].slice(0, QUERY_LANGUAGES_MAX);
}
