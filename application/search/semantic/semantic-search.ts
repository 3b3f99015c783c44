import { inject, injectable } from 'inversify';
import { nearestRows } from '../../../domain/search/vectors.js';
import { Clock } from '../../shared/ports.js';
import { Embeddings, PageVectors } from './ports.js';
import { ProjectVectorCache, QueryVectorCache } from './vector-cache.js';

export interface SemanticSearchSettings {
  /** Memory for projects' vectors kept for scoring (EMBEDDINGS_CACHE_MB). */
  readonly cacheBytes: number;
}
export const SemanticSearchSettings = Symbol.for('SemanticSearchSettings');

export interface NearestOptions {
  /** Only pages in exactly this language (a canonical tag). */
  readonly language?: string | undefined;
  /** Pages answered at most. */
  readonly limit: number;
  /** Pages less similar than this are left out (a cosine, -1 to 1; none left out by default). */
  readonly minSimilarity?: number | undefined;
}

export interface NearPage {
  readonly page_id: string;
  /** The cosine of the question's vector and the page's: 1 the same meaning, near 0 unrelated. */
  readonly similarity: number;
}

/** Questions whose vectors are kept (a kilobyte each at 256 dimensions). */
const QUERY_CACHE_SIZE = 1000;
/** After the provider failed a question, questions go without it this long: an outage adds no wait to each. */
const PROVIDER_PAUSE_MS = 30_000;
/** The longest question embedded (search and `ask` take 500 characters). */
const QUERY_MAX = 1000;

/**
 * The live pages closest in meaning to a question, by the cosine of their vectors (made by the
 * refresher) and the question's (embedded here, as a query). For the search pipeline to fuse
 * with the lexical ranking (domain/search/fusion.ts). Answers null, never throws, when there is
 * nothing to rank by: no provider configured (nothing is sent anywhere), no vectors of the
 * project yet (nothing is sent either), the provider failing (then, unless it refused that one question, it is left alone for 30 s),
 * the store failing. Ids may name a page deleted a moment ago (its vector goes in the
 * background on MongoDB): callers keep the ids they find pages for.
 *
 * Scoring is brute force over the project's vectors, kept in memory per project (within
 * `cacheBytes`, least recently used dropped first) and read again when the store's version of
 * them changes (one cheap read per question).
 */
@injectable()
export class SemanticSearch {
  private readonly projects: ProjectVectorCache;
  private readonly queries = new QueryVectorCache(QUERY_CACHE_SIZE);
  private pausedUntil = 0;

  constructor(
    @inject(Embeddings) private readonly embeddings: Embeddings | null,
    @inject(PageVectors) private readonly vectors: PageVectors,
    @inject(Clock) private readonly clock: Clock,
    @inject(SemanticSearchSettings) settings: SemanticSearchSettings,
  ) {
    this.projects = new ProjectVectorCache(settings.cacheBytes);
  }

  /** Whether a provider is configured: without one, `nearest` always answers null and costs nothing. */
  get configured(): boolean {
    return this.embeddings !== null;
  }

  async nearest(projectId: string, text: string, options: NearestOptions): Promise<NearPage[] | null> {
    const embeddings = this.embeddings;
    const question = text.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX);
    if (embeddings === null || question === '' || options.limit <= 0) return null;
    try {
      const version = await this.vectors.versionOf(projectId);
      const pages = await this.projects.get(projectId, `${embeddings.model}\u0000${version}`, () => this.vectors.vectorsOf(projectId, embeddings.model));
      if (pages.page_ids.length === 0) return null;
      const query = await this.queryVector(embeddings, question);
      if (query === null || query.length !== pages.dimensions) return null;
      const { language, minSimilarity = -1 } = options;
      const keep = language === undefined ? undefined : (row: number) => pages.languages[row] === language;
      return nearestRows(pages.matrix, query, options.limit, keep)
        .filter((row) => row.similarity >= minSimilarity)
        .map((row) => ({ page_id: pages.page_ids[row.row]!, similarity: row.similarity }));
    } catch {
      // The store failed: the caller ranks by words alone, as without a provider.
      return null;
    }
  }

  private async queryVector(embeddings: Embeddings, question: string): Promise<Float32Array | null> {
    const key = `${embeddings.model}\u0000${question}`;
    const known = this.queries.get(key);
    if (known !== undefined) return known;
    if (this.clock.now().getTime() < this.pausedUntil) return null;
    const outcome = await embeddings.embed([question], 'query');
    if (outcome.kind === 'failed') {
      // A question refused as it stands (400) says nothing of the next one.
      if (outcome.cause !== 'invalid') this.pausedUntil = this.clock.now().getTime() + PROVIDER_PAUSE_MS;
      return null;
    }
    const vector = outcome.vectors[0]!;
    this.queries.set(key, vector);
    return vector;
  }
}
