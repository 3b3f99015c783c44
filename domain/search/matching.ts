import { withinEdits } from './edit-distance.js';
import type { SearchTerm } from './query.js';

/**
 * How a word of a page answers a term of a query: as itself, as a synonym, as a longer word it
 * begins, as a word one of its roots begins (a derivation found by cutting the stem back), or misspelt.
 */
export type MatchKind = 'exact' | 'synonym' | 'prefix' | 'root' | 'typo';

/**
 * What each kind of match is worth, against the word itself: a synonym says the same in other
 * words, a derivation ("deliver" for "delivery") or a misspelling may mean something else.
 */
export const MATCH_WEIGHTS: Readonly<Record<MatchKind, number>> = { exact: 1, synonym: 0.8, prefix: 0.6, root: 0.6, typo: 0.6 };

/** Tells how (if at all) an index form of a page's word matches the term. */
export type TermMatcher = (form: string) => MatchKind | null;

const matchers = new WeakMap<SearchTerm, TermMatcher>();

/**
 * The matcher of a term, built once: a form of one of the term's own forms is exact; one of a
 * synonym's words counts as the synonym (a phrase of several words counts for each of them); a
 * longer form beginning with one of its prefixes or roots (derivations), or one its typo budget
 * away from its own forms
 * (same first letter, as people rarely miss it), counts less.
 */
export function matcherOf(term: SearchTerm): TermMatcher {
  let matcher = matchers.get(term);
  if (matcher !== undefined) return matcher;
  const own = new Set(term.forms);
  const synonyms = new Set(term.synonyms.flat(2));
  matcher = (form) => {
    if (own.has(form)) return 'exact';
    if (synonyms.has(form)) return 'synonym';
    if (term.prefixes.some((prefix) => form.length > prefix.length && form.startsWith(prefix))) return 'prefix';
    if (term.roots.some((root) => form.length > root.length && form.startsWith(root))) return 'root';
    if (term.typos > 0 && term.forms.some((mine) => mine[0] === form[0] && withinEdits(mine, form, term.typos))) return 'typo';
    return null;
  };
  matchers.set(term, matcher);
  return matcher;
}

const RANK: Readonly<Record<MatchKind, number>> = { exact: 4, synonym: 3, prefix: 2, root: 1, typo: 1 };

/** How the best of a word's forms matches the term (its weight: MATCH_WEIGHTS), or null. */
export function bestMatch(forms: readonly string[], matcher: TermMatcher): MatchKind | null {
  let best: MatchKind | null = null;
  for (const form of forms) {
    const kind = matcher(form);
    if (kind !== null && (best === null || RANK[kind] > RANK[best])) best = kind;
  }
  return best;
}
