import { isStopword, stem, words } from '../knowledge/terms.js';
import { fold } from '../profile/fold.js';

/**
 * Most words a query is searched with: a store's cost grows with each, and a question or a
 * search box needs few (the rest still ranks passages, see domain/knowledge/search.ts).
 */
const MAX_QUERY_TERMS = 8;

/**
 * One word of a query and the forms that count as it: "hours" is searched as "hours" or
 * "hour", "hour" as "hour" or "hours" (the plural rule of `stem`). Forms are kept as written:
 * each store folds case and accents itself, the same way for pages and queries.
 */
export interface SearchTerm {
  readonly forms: readonly string[];
}

/** A lone Latin, Greek or Cyrillic letter (the "d" of "d'ouverture") matches too much to mean anything. */
const LONE_LETTER = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]$/u;

/**
 * The words of a free-text query worth searching for: split into words (scripts written without
 * spaces too), function words dropped, each word once, at most `max`. Only letters, digits
 * and marks survive, so no store ever sees query syntax from the caller.
 */
export function searchTerms(text: string, max = MAX_QUERY_TERMS): SearchTerm[] {
  const seen = new Set<string>();
  const out: SearchTerm[] = [];
  for (const word of words(text)) {
    for (const piece of word.split(/[^\p{L}\p{N}\p{M}]+/u)) {
      const folded = fold(piece);
      if (folded === '' || LONE_LETTER.test(piece) || isStopword(folded)) continue;
      const base = stem(folded);
      if (seen.has(base)) continue;
      seen.add(base);
      out.push({ forms: formsOf(piece, folded) });
      if (out.length >= max) return out;
    }
  }
  return out;
}

function formsOf(piece: string, folded: string): string[] {
  if (stem(folded) !== folded) return [piece, piece.slice(0, -1)];
  if (stem(`${folded}s`) === folded) return [piece, `${piece}s`];
  return [piece];
}

const foldedForms = new WeakMap<SearchTerm, ReadonlySet<string>>();

/** Whether a folded word of a page is one of the term's forms (folded the same way). */
export function matchesTerm(foldedWord: string, term: SearchTerm): boolean {
  let forms = foldedForms.get(term);
  if (forms === undefined) {
    forms = new Set(term.forms.map((form) => fold(form)));
    foldedForms.set(term, forms);
  }
  return forms.has(foldedWord);
}
