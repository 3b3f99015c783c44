import { wordForms } from '../search/analysis/analyzer.js';
import { primaryLanguage } from '../search/analysis/languages.js';
import { bestMatch, MATCH_WEIGHTS, matcherOf, type TermMatcher } from '../search/matching.js';
import type { SearchTerm } from '../search/query.js';
import { excerpt, passagesOf, type PageText, type Passage } from './passages.js';
import { words } from './terms.js';

export interface Match {
  readonly passage: Passage;
  readonly score: number;
  /** The share of the question's words the passage answers (any way: itself, a synonym, a derivation, a misspelling), each by its weight. */
  readonly coverage: number;
  /** The passage text as quoted (shortened). */
  readonly quote: string;
}

/** BM25 parameters: the usual values for short documents. */
const K1 = 1.2;
const B = 0.75;
/** Title and heading words say what a passage is about: they count this much more than body words. */
const HEADING_WEIGHT = 2;
/** A passage in the caller's language wins a tie against a translation of it. */
const SAME_LANGUAGE_BOOST = 1.2;
/** How much the rank of a passage's page counts: a passage of the page the index put last weighs this share of one of the first's. */
const PAGE_WEIGHT_FLOOR = 0.5;

/** A page to cut passages from, with how the search ranked it (1: the best page; 0.5 the floor). */
export interface WeighedPage extends PageText {
  readonly weight?: number;
}

/**
 * How much a page's passages weigh by the search's score of the page (the index ranks whole
 * pages, where a word of the title counts ten of the text: a passage alone does not see that):
 * the best page 1, the others in proportion to their scores, down to PAGE_WEIGHT_FLOOR.
 */
export const pageWeight = (score: number, best: number): number => (best > 0 ? PAGE_WEIGHT_FLOOR + (1 - PAGE_WEIGHT_FLOOR) * Math.max(0, score / best) : 1);

/**
 * A passage's weighted frequency of each term: of its matches, of its matches as itself or a
 * synonym alone, and of its guesses apart (a root's derivations, misspellings), which count only
 * for a term no passage holds otherwise.
 */
interface Frequencies {
  readonly tf: number[];
  readonly strong: number[];
  readonly guesses: number[];
}

/** Adds the frequencies of each term in a passage's words read in `language`, `weight` per occurrence; answers their weighted count. */
function addFrequencies(into: Frequencies, text: string, language: string, matchers: readonly TermMatcher[], weight: number): number {
  let length = 0;
  for (const word of words(text)) {
    const forms = wordForms(word, language);
    if (forms.length === 0) continue;
    length += weight;
    matchers.forEach((matcher, i) => {
      const kind = bestMatch(forms, matcher);
      if (kind === 'typo' || kind === 'root') into.guesses[i]! += weight * MATCH_WEIGHTS[kind];
      else if (kind !== null) into.tf[i]! += weight * MATCH_WEIGHTS[kind];
      if (kind === 'exact' || kind === 'synonym') into.strong[i]! += 1;
    });
  }
  return length;
}

/**
 * The passages of `pages` that best answer the question (its search terms, query.ts), best
 * first: BM25 over passages, each page read in its own language, title and heading words
 * weighted up, each passage by its page's weight (pageWeight), and each match by its kind (a synonym, a derivation or a misspelling
 * counts less than the word itself). Only passages sharing at least one term with the question
 * are returned, so "nothing found" is an honest answer. Pure and bounded by the pages given.
 */
export function searchPassages(terms: readonly SearchTerm[], pages: readonly WeighedPage[], options: { language?: string; limit?: number } = {}): Match[] {
  if (terms.length === 0) return [];
  const matchers = terms.map(matcherOf);
  const weights = new Map<Passage, number>();
  const passages = pages.flatMap((page) => passagesOf(page).map((passage) => (weights.set(passage, page.weight ?? 1), passage)));
  const bags = passages.map((p) => {
    const frequencies: Frequencies = { tf: terms.map(() => 0), strong: terms.map(() => 0), guesses: terms.map(() => 0) };
    const heading = addFrequencies(frequencies, `${p.title} ${p.heading}`, p.language, matchers, HEADING_WEIGHT);
    return { ...frequencies, length: heading + addFrequencies(frequencies, p.text, p.language, matchers, 1) };
  });
  // A term some passage holds as itself (or a synonym, a derivation) is spelt right and found: words near it are other words.
  terms.forEach((_, i) => {
    const found = bags.some((bag) => bag.tf[i]! > 0);
    for (const bag of bags) if (!found) bag.tf[i]! += bag.guesses[i]!;
  });
  const averageLength = bags.reduce((sum, b) => sum + b.length, 0) / Math.max(1, bags.length);
  // How rare a term is, by the passages holding it as itself (or a synonym): a word's derivations and
  // near neighbours ("zqrsx5k" for "zqrsx5j") add to a passage's score, never to how common the word seems.
  const documentFrequency = terms.map((_, i) => bags.filter((b) => b.strong[i]! > 0).length || bags.filter((b) => b.tf[i]! > 0).length);

  const matches: Match[] = [];
  const weightOf = (i: number) => terms[i]!.weight ?? 1;
  const asked = terms.reduce((sum, _, i) => sum + weightOf(i), 0);
  passages.forEach((passage, p) => {
    const { tf, length } = bags[p]!;
    let score = 0;
    let answered = 0;
    tf.forEach((frequency, i) => {
      if (frequency === 0) return;
      answered += weightOf(i);
      const df = documentFrequency[i]!;
      const idf = Math.log(1 + (passages.length - df + 0.5) / (df + 0.5));
      score += (weightOf(i) * idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / Math.max(1, averageLength)));
    });
    if (score <= 0) return;
    score *= weights.get(passage)!;
    if (options.language !== undefined && primaryLanguage(passage.language) === primaryLanguage(options.language)) score *= SAME_LANGUAGE_BOOST;
    matches.push({ passage, score, coverage: answered / asked, quote: excerpt(passage.text === '' ? passage.heading : passage.text) });
  });
  matches.sort((a, b) => b.score - a.score);
  return varied(matches, options.limit ?? 3);
}

/** Passages of one page kept at most, so that the answer offers another page should the best be the wrong one. */
const PER_PAGE_MAX = 2;

/** The best matches, each quote once, at most PER_PAGE_MAX a page unless no other page matches. */
function varied(sorted: readonly Match[], limit: number): Match[] {
  const seen = new Set<string>();
  const unique = sorted.filter((m) => !seen.has(m.quote) && seen.add(m.quote));
  const perPage = new Map<string, number>();
  const first: Match[] = [];
  const rest: Match[] = [];
  for (const match of unique) {
    const page = `${match.passage.language}\u0000${match.passage.slug}`;
    const count = perPage.get(page) ?? 0;
    perPage.set(page, count + 1);
    (count < PER_PAGE_MAX ? first : rest).push(match);
  }
  return [...first, ...rest].slice(0, limit);
}
