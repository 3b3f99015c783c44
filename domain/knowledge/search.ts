import { excerpt, passagesOf, type PageText, type Passage } from './passages.js';
import { terms } from './terms.js';

export interface Match {
  readonly passage: Passage;
  readonly score: number;
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

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The passages of `pages` that best answer `question`, best first: BM25 over passages, with
 * title and heading words weighted up. Only passages sharing at least one meaningful word with
 * the question are returned, so "nothing found" is an honest answer. Pure and bounded by the
 * pages given.
 */
export function searchPassages(question: string, pages: readonly PageText[], options: { language?: string; limit?: number } = {}): Match[] {
  const query = [...new Set(terms(question))];
  if (query.length === 0) return [];
  const passages = pages.flatMap(passagesOf);
  const bags = passages.map((p) => {
    const bag = new Map<string, number>();
    const add = (term: string, weight: number) => bag.set(term, (bag.get(term) ?? 0) + weight);
    for (const term of terms(`${p.title} ${p.heading}`)) add(term, HEADING_WEIGHT);
    for (const term of terms(p.text)) add(term, 1);
    let length = 0;
    for (const count of bag.values()) length += count;
    return { bag, length };
  });
  const averageLength = bags.reduce((sum, b) => sum + b.length, 0) / Math.max(1, bags.length);
  const documentFrequency = new Map<string, number>();
  for (const term of query) documentFrequency.set(term, bags.filter((b) => b.bag.has(term)).length);

  const matches: Match[] = [];
  passages.forEach((passage, i) => {
    const { bag, length } = bags[i]!;
    let score = 0;
    for (const term of query) {
      const tf = bag.get(term) ?? 0;
      if (tf === 0) continue;
      const df = documentFrequency.get(term)!;
      const idf = Math.log(1 + (passages.length - df + 0.5) / (df + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / Math.max(1, averageLength)));
    }
    if (score <= 0) return;
    if (options.language !== undefined && primary(passage.language) === primary(options.language)) score *= SAME_LANGUAGE_BOOST;
    matches.push({ passage, score, quote: excerpt(passage.text === '' ? passage.heading : passage.text) });
  });
  matches.sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.quote) && seen.add(m.quote)).slice(0, options.limit ?? 3);
}
