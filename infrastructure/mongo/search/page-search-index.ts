import type { Db } from 'mongodb';
import type { PageSearchIndex, SearchHit, SearchQuery } from '../../../application/search/ports.js';
import { pageTitle } from '../../../domain/search/indexed-text.js';
import { pageSnippet } from '../../../domain/search/snippet.js';
import { PAGES, type PageDoc } from '../pages/documents.js';

type HitDoc = Pick<PageDoc, '_id' | 'slug' | 'language' | 'metadata' | 'content'> & { score: number };

/** `$search` reads `"` as a phrase and a leading `-` as negation: only letters, digits and marks are passed on. */
const searchWord = (form: string): string => form.replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();

/**
 * MongoDB's text index (search/indexes.ts), ranked by `textScore` with the index's weights.
 * The query names the project (the index's equality prefix) and `kind: 'live'` (its partial
 * filter), so MongoDB reads that project's entries only. Unlike SQLite's, its cost grows with
 * the project's matches for the words searched: MongoDB scores every one before sorting.
 */
export class MongoPageSearchIndex implements PageSearchIndex {
  private readonly pages;

  constructor(db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
  }

  async search(projectId: string, query: SearchQuery): Promise<SearchHit[]> {
    const words = query.terms.flatMap((term) => term.forms.map(searchWord)).filter((word) => word !== '');
    if (words.length === 0 || query.limit < 1) return [];
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
      snippet: pageSnippet(doc.content, query.terms),
      score: doc.score,
    }));
  }
}
