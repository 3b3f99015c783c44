import type { Db } from 'mongodb';
import type { PageSearchIndex, SearchHit, SearchQuery } from '../../../application/search/ports.js';
import { withinEdits } from '../../../domain/search/edit-distance.js';
import { pageTitle } from '../../../domain/search/indexed-text.js';
import type { SearchTerm } from '../../../domain/search/query.js';
import { pageSnippet } from '../../../domain/search/snippet.js';
import { PAGES, type PageDoc } from '../pages/documents.js';

type HitDoc = Pick<PageDoc, '_id' | 'slug' | 'language' | 'metadata' | 'content'> & { score: number };

/** `$search` reads `"` as a phrase and a leading `-` as negation: only letters, digits and marks are passed on. */
const searchWord = (form: string): string => form.replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longer forms a prefix may bring in, and forms a misspelling may have meant. */
const EXPANSIONS_MAX = 20;
const CORRECTIONS_MAX = 3;

/**
 * MongoDB's text index (search/indexes.ts) over each page's index forms, ranked by `textScore`
 * with the index's weights. A term's own forms and its synonyms' words are searched as they are
 * (`$text` ORs its words; a synonym of several words counts by each of them); its prefixes and,
 * for a word no page holds, its near misspellings are first looked up among the project's
 * distinct forms (`search_forms`, an index range read) and searched as words too. The query
 * names the project (the index's equality prefix) and `kind: 'live'` (its partial filter), so
 * MongoDB reads that project's entries only. Unlike SQLite's, its cost grows with the project's
 * matches for the words searched: MongoDB scores every one before sorting.
 */
export class MongoPageSearchIndex implements PageSearchIndex {
  private readonly pages;

  constructor(db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
  }

  async search(projectId: string, query: SearchQuery): Promise<SearchHit[]> {
    if (query.terms.length === 0 || query.limit < 1) return [];
    const expanded = await Promise.all(query.terms.map((term) => this.wordsOf(projectId, term)));
    const words = [...new Set(expanded.flat().map(searchWord))].filter((word) => word !== '');
    if (words.length === 0) return [];
    const filter = {
      project_id: projectId,
      kind: 'live' as const,
      $text: { $search: words.join(' ') },
      ...(query.language !== undefined && { language: query.language }),
    };
    const docs = (await this.pages
      .find(filter, {
        projection: { _id: 1, slug: 1, language: 1, metadata: 1, content: 1, score: { $meta: 'textScore' } },
        sort: { score: { $meta: 'textScore' } },
        limit: query.limit,
      })
      .toArray()) as unknown as HitDoc[];
    return docs.map((doc) => ({
      page_id: doc._id,
      slug: doc.slug,
      language: doc.language,
      title: pageTitle(doc),
      snippet: pageSnippet(doc.content, query.terms, doc.language),
      score: doc.score,
    }));
  }

  /** Every index form that counts as the term in this project. */
  private async wordsOf(projectId: string, term: SearchTerm): Promise<string[]> {
    const own = [...term.forms, ...term.synonyms.flat(2)];
    const longer = await Promise.all([...term.prefixes, ...term.roots].map((prefix) => this.formsStarting(projectId, escapeRegex(prefix))));
    const words = [...own, ...longer.flatMap((forms) => forms.slice(0, EXPANSIONS_MAX))];
    if (term.typos === 0 || (await this.pages.countDocuments({ project_id: projectId, kind: 'live', search_forms: { $in: words } }, { limit: 1 })) > 0) {
      return words;
    }
    const near = new Set<string>();
    for (const form of term.forms) {
      for (const candidate of await this.formsStarting(projectId, escapeRegex([...form].slice(0, 2).join('')))) {
        if (near.size < CORRECTIONS_MAX && withinEdits(form, candidate, term.typos)) near.add(candidate);
      }
    }
    return [...words, ...near];
  }

  private formsStarting(projectId: string, escapedPrefix: string): Promise<string[]> {
    return this.pages.distinct('search_forms', { project_id: projectId, kind: 'live', search_forms: { $regex: `^${escapedPrefix}` } }) as Promise<string[]>;
  }
}
