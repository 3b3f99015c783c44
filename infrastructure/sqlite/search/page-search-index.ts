import type { PageSearchIndex, SearchHit, SearchQuery } from '../../../application/search/ports.js';
import { contentText, pageTitle } from '../../../domain/search/indexed-text.js';
import { withinEdits } from '../../../domain/search/edit-distance.js';
import type { SearchTerm } from '../../../domain/search/query.js';
import { weightedFrequencies } from '../../../domain/search/relevance.js';
import { pageSnippet } from '../../../domain/search/snippet.js';
import type { SqliteDatabase } from '../database.js';
import { anyForm, matchExpression, termExpression, type Columns } from './match-expression.js';

/**
 * What bounds the cost of one search, whatever the size of the project:
 * - `bm25()` first counts, for each term, every indexed page holding it, across the store. A
 *   term on more than `rankableMax` pages is too common to rank by; when every term of a query
 *   is that common, the newest matching pages are returned, title and heading matches first.
 * - Ranking costs per matching page. Every page holding a term found on at most `window`
 *   pages of the project is ranked, and such pages are the answer (such terms count double).
 *   When no page holds one, pages holding broader terms are ranked on their title and
 *   headings among the `window` newest pages named so (an old page named after the query is
 *   not left out for its age unless that many newer ones are), then on their whole text
 *   among the `window` newest.
 */
export interface SearchTuning {
  readonly rankableMax: number;
  readonly window: number;
}

const DEFAULT_SEARCH_TUNING: SearchTuning = { rankableMax: 5_000, window: 250 };

const STORE_COUNT_TTL_MS = 60_000;
const STORE_COUNTS_MAX = 10_000;
/** Indexed forms read when looking for what a misspelt word meant (those sharing its first three letters), and forms taken. */
const VOCABULARY_SCAN = 2_000;
const CORRECTIONS_MAX = 3;

/** One project's FTS rows: rowids `number << 32` to `number << 32 | 0xffffffff` (see migration 8). */
const PROJECT_SHIFT = 32n;
const PROJECT_SPAN = (1n << PROJECT_SHIFT) - 1n;

interface HitRow {
  id: string;
  slug: string;
  language: string;
  metadata: string;
  content: string;
  score: number;
}

interface Scope {
  from: bigint;
  to: bigint;
  language: string | null;
  limit: number;
}

/** SQLite FTS5 (migrations/008-search.ts). Every statement is prepared once; a search runs a handful. */
export class SqlitePageSearchIndex implements PageSearchIndex {
  private readonly projectNumber;
  private readonly countUpTo;
  private readonly storeCounts = new Map<string, { count: number; at: number }>();
  private readonly corrections = new Map<string, { forms: readonly string[]; at: number }>();
  private readonly countInRange;
  private readonly nthNewest;
  private readonly ranked;
  private readonly nthNewestNamed;
  private readonly rankedNamed;
  private readonly newest;
  private readonly vocabulary;

  constructor(
    db: SqliteDatabase,
    private readonly tuning: SearchTuning = DEFAULT_SEARCH_TUNING,
  ) {
    this.projectNumber = db.prepare(`SELECT number FROM search_projects WHERE project_id = ?`).pluck();
    this.countUpTo = db.prepare(`SELECT count(*) FROM (SELECT 1 FROM search_text WHERE search_text MATCH ? LIMIT ?)`).pluck();
    this.countInRange = db.prepare(`SELECT count(*) FROM (SELECT 1 FROM search_text WHERE search_text MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?)`).pluck();
    this.nthNewest = db
      .prepare(`SELECT rowid FROM search_text WHERE search_text MATCH @expr AND rowid BETWEEN @from AND @to ORDER BY rowid DESC LIMIT 1 OFFSET @offset`)
      .pluck()
      .safeIntegers(true);
    this.nthNewestNamed = db
      .prepare(`SELECT rowid FROM search_names WHERE search_names MATCH @expr AND rowid BETWEEN @from AND @to ORDER BY rowid DESC LIMIT 1 OFFSET @offset`)
      .pluck()
      .safeIntegers(true);
    const hits = (table: 'search_text' | 'search_names', score: string) => `
      SELECT d.id, d.slug, d.language, d.metadata, d.content, ${score} AS score
      FROM ${table} f JOIN search_rows r ON r.id = f.rowid JOIN documents d ON d.id = r.page_id
      WHERE f.${table} MATCH @expr AND f.rowid BETWEEN @from AND @to AND (@language IS NULL OR d.language = @language)`;
    this.ranked = db.prepare(`${hits('search_text', '-f.rank')} ORDER BY f.rank LIMIT @limit`);
    this.rankedNamed = db.prepare(`${hits('search_names', '-f.rank')} ORDER BY f.rank LIMIT @limit`);
    // No rank here: naming it would start bm25's count over every page holding a common term.
    this.newest = db.prepare(`${hits('search_text', '0')} ORDER BY f.rowid DESC LIMIT @limit`);
    this.vocabulary = db.prepare(`SELECT term, doc FROM search_vocab WHERE term >= ? AND term < ? LIMIT ${VOCABULARY_SCAN}`);
  }

  async search(projectId: string, query: SearchQuery): Promise<SearchHit[]> {
    if (query.terms.length === 0 || query.limit < 1) return [];
    const number = this.projectNumber.get(projectId) as number | undefined;
    if (number === undefined) return [];
    const from = BigInt(number) << PROJECT_SHIFT;
    const scope: Scope = { from, to: from + PROJECT_SPAN, language: query.language ?? null, limit: query.limit };
    const terms = query.terms.map((term) => this.corrected(this.bounded(term, scope), scope));
    const reach = terms.map((term) => ({ term, reach: this.reachOf(term, scope) }));
    const narrow = reach.filter((r) => r.reach === 'narrow').map((r) => r.term);
    const broad = reach.filter((r) => r.reach === 'broad').map((r) => r.term);
    const rows = narrow.length + broad.length > 0 ? this.rankedRows(narrow, broad, scope) : this.newestRows(terms, scope);
    return rows.map((row) => toHit(row, terms));
  }

  /**
   * A term whose own forms more than `window` pages of the project hold is searched as itself:
   * those pages answer it, and its synonyms and the longer words its stems begin would reach
   * thousands more of a large site ("open*", "close", "apply"), each a doclist FTS5 reads whole
   * (at 100,000 pages that took a search's p99 from 43 ms to 106). Below, and in any site of a
   * few hundred pages, the whole term is searched.
   */
  private bounded(term: SearchTerm, scope: Scope): SearchTerm {
    if (term.synonyms.length + term.prefixes.length + term.roots.length === 0) return term;
    const own = anyForm(term.forms);
    if (
      this.storeCount(own) <= this.tuning.window ||
      (this.countInRange.get(own, scope.from, scope.to, this.tuning.window + 1) as number) <= this.tuning.window
    ) {
      return term;
    }
    // Its prefixes go too, the word being typed's included: typed whole, it is on that many pages
    // already, and each prefix (`"x"*`) has FTS5 merge the doclists of every word it begins
    // across the store before the project's rows are picked (25 ms a search at 101,000 pages).
    return { ...term, synonyms: [], prefixes: [], roots: [] };
  }

  /**
   * A term no page of the project holds, with its roots (the derivations of a stem cut back), and
   * the indexed forms its misspelling may have meant
   * added (within its typo budget of one of its forms, sharing their first three letters, the
   * commonest first, at most three): "delivry" finds "delivery". A term found as written is left
   * alone, and so is a form some page of the store holds (a word spelt right, only not here), so
   * a correct word never brings in its neighbours. The store's forms sharing three letters are a
   * range read of the vocabulary; what a form may have meant is remembered for a minute.
   */
  private corrected(term: SearchTerm, scope: Scope): SearchTerm {
    // A word the project holds as written is looked for as it is: its roots' other words and its neighbours are other words.
    if ((this.countInRange.get(anyForm(term.forms), scope.from, scope.to, 1) as number) > 0) return term.roots.length === 0 ? term : { ...term, roots: [] };
    if (term.typos === 0) return term;
    const corrections = [...new Set(term.forms.flatMap((form) => this.nearForms(form, term.typos)))].slice(0, CORRECTIONS_MAX);
    return corrections.length === 0 ? term : { ...term, forms: [...term.forms, ...corrections] };
  }

  /** The store's indexed forms within `typos` edits of `form`, the commonest first; none when the store holds `form` itself. */
  private nearForms(form: string, typos: number): readonly string[] {
    const key = `${typos}\u0000${form}`;
    const now = Date.now();
    const known = this.corrections.get(key);
    if (known !== undefined && now - known.at < STORE_COUNT_TTL_MS) return known.forms;
    let forms: readonly string[] = [];
    const start = [...form].slice(0, 3).join('');
    if ([...start].length === 3 && this.storeCount(anyForm([form])) === 0) {
      forms = (this.vocabulary.all(start, `${start}\uffff`) as Array<{ term: string; doc: number }>)
        .filter(({ term }) => withinEdits(form, term, typos))
        .sort((a, b) => b.doc - a.doc)
        .map(({ term }) => term);
    }
    if (this.corrections.size >= STORE_COUNTS_MAX) this.corrections.clear();
    this.corrections.set(key, { forms, at: now });
    return forms;
  }

  /** Common: too many pages in the store to rank by; narrow: few enough in the project to rank every one; broad: in between. */
  private reachOf(term: SearchTerm, scope: Scope): 'common' | 'broad' | 'narrow' {
    const { rankableMax, window } = this.tuning;
    const expr = termExpression(term);
    const inStore = this.storeCount(expr);
    if (inStore > rankableMax) return 'common';
    if (inStore <= window) return 'narrow';
    return (this.countInRange.get(expr, scope.from, scope.to, window + 1) as number) <= window ? 'narrow' : 'broad';
  }

  /**
   * How many pages of the store hold a term, counted up to `rankableMax + 1`. Remembered for a
   * minute: counting a common term reads thousands of postings, and common words recur in
   * queries. A count a minute old only steers how a query is ranked, never what it can find.
   */
  private storeCount(expr: string): number {
    const now = Date.now();
    const known = this.storeCounts.get(expr);
    if (known !== undefined && now - known.at < STORE_COUNT_TTL_MS) return known.count;
    if (this.storeCounts.size >= STORE_COUNTS_MAX) this.storeCounts.clear();
    const count = this.countUpTo.get(expr, this.tuning.rankableMax + 1) as number;
    this.storeCounts.set(expr, { count, at: now });
    return count;
  }

  /**
   * Pages holding a narrow term, ranked by bm25 (the broad terms add to their scores): when a
   * query holds a word few pages hold, those pages are its answer. Only when none does, pages
   * holding a broad term: those named after it in their title or headings, then the newest
   * holding it anywhere, each tier ranked by bm25. Scores of different tiers are not on one
   * scale (a column-filtered term counts fewer pages, so weighs more): each tier's are capped
   * at the last score before it, so scores never rise down the list.
   */
  private rankedRows(narrow: readonly SearchTerm[], broad: readonly SearchTerm[], scope: Scope): HitRow[] {
    const tiers: HitRow[][] = [];
    if (narrow.length > 0) {
      const expr =
        broad.length === 0 ? matchExpression(narrow, 'OR') : `(${matchExpression(narrow, 'OR')}) AND (${matchExpression([...narrow, ...broad], 'OR')})`;
      tiers.push(this.ranked.all({ ...scope, expr }) as HitRow[]);
    }
    if (broad.length > 0 && tiers.flat().length === 0) {
      const anywhere = matchExpression(broad, 'OR');
      // A broad term holds more pages of the project than the window: older pages are ranked on
      // their title and headings, in the index of those alone (far fewer pages name a word).
      const named = matchExpression(broad, 'OR', 'headings');
      const namedStart =
        (this.nthNewestNamed.get({ expr: named, from: scope.from, to: scope.to, offset: this.tuning.window - 1 }) as bigint | undefined) ?? scope.from;
      tiers.push(this.rankedNamed.all({ ...scope, expr: named, from: namedStart }) as HitRow[]);
      tiers.push(this.ranked.all({ ...scope, expr: anywhere, from: this.windowStart(anywhere, scope) }) as HitRow[]);
    }
    const seen = new Set<string>();
    const rows: HitRow[] = [];
    let ceiling = Infinity;
    for (const row of tiers.flat()) {
      if (seen.has(row.id) || rows.length >= scope.limit) continue;
      seen.add(row.id);
      ceiling = Math.min(ceiling, row.score);
      rows.push({ ...row, score: ceiling });
    }
    return rows;
  }

  /** Every term is common: pages holding all of them (else any), newest first, named ones first; scored from their text. */
  private newestRows(terms: readonly SearchTerm[], scope: Scope): HitRow[] {
    const all = matchExpression(terms, 'AND');
    const operator = this.nthNewest.get({ expr: all, from: scope.from, to: scope.to, offset: 0 }) === undefined ? 'OR' : 'AND';
    const anywhere = operator === 'AND' ? all : matchExpression(terms, 'OR');
    const start = this.windowStart(anywhere, scope);
    const rows = [...this.newestIn(terms, operator, 'headings', scope, start), ...this.newestIn(terms, operator, 'all', scope, start)];
    const unique = [...new Map(rows.map((row) => [row.id, row])).values()].slice(0, scope.limit);
    const scored = unique.map((row) => {
      const text = { title: pageTitle(page(row)), ...contentText(row.content, { plain: false }) };
      return { ...row, score: weightedFrequencies(text, terms, row.language).reduce((sum, n) => sum + n, 0) };
    });
    return scored.sort((a, b) => b.score - a.score);
  }

  private newestIn(terms: readonly SearchTerm[], operator: 'AND' | 'OR', columns: Columns, scope: Scope, start: bigint): HitRow[] {
    return this.newest.all({ ...scope, expr: matchExpression(terms, operator, columns), from: start }) as HitRow[];
  }

  /** The lowest rowid among the `window` newest matches of `expr` (the project's first when fewer match). */
  private windowStart(expr: string, scope: Scope): bigint {
    const nth = this.nthNewest.get({ expr, from: scope.from, to: scope.to, offset: this.tuning.window - 1 }) as bigint | undefined;
    return nth ?? scope.from;
  }
}

const page = (row: HitRow) => ({ slug: row.slug, metadata: JSON.parse(row.metadata) as Record<string, unknown>, content: row.content });

const toHit = (row: HitRow, terms: readonly SearchTerm[]): SearchHit => ({
  page_id: row.id,
  slug: row.slug,
  language: row.language,
  title: pageTitle(page(row)),
  snippet: pageSnippet(row.content, terms, row.language),
  score: row.score,
});
