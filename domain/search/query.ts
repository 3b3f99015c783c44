import { words } from '../knowledge/terms.js';
import { fold } from '../profile/fold.js';
import { isStopwordIn, wordForms } from './analysis/analyzer.js';
import { compoundSplits } from './analysis/compounds.js';
import { typosAllowed } from './edit-distance.js';
import { intentsOf, synonymsOf, type SynonymSource } from './synonyms/synonyms.js';

/**
 * Most words a query is searched with: a store's cost grows with each, and a question or a
 * search box needs few (the rest still ranks passages, see domain/knowledge/search.ts).
 */
const MAX_QUERY_TERMS = 8;
/** A stem this long also finds the longer words it begins ("deliv" finds "delivery"'s "deliveri", "livr" finds "livraison"). */
const PREFIX_MIN = 4;
/**
 * A stem is also cut back by a letter or two, to this length at least, and the words that root
 * begins count too: another derivation's stem ("liefert" finds Lieferung's "liefer", "allergi"
 * finds "allergen"). Snowball stems each word alone, so derivations often keep different endings.
 */
const ROOT_MIN = 5;
const ROOT_CUT_MAX = 2;
/** Ways of splitting one compound searched for at most. */
const SPLITS_MAX = 16;

/** Index forms any one of which stands for a word. */
export type WordForms = readonly string[];
/** Words that must all be there (in any order): a synonym of several words ("gluten-free"). */
export type Phrase = readonly WordForms[];

/**
 * One word of a query and what counts as it, as index forms (analysis/analyzer.ts): its own
 * forms in each language the query may be in, its synonyms' (each a phrase), the forms whose
 * longer words count too (derivations, the word being typed), and how far a misspelling of it
 * may be. A store looks for all of these; ranking weighs them (matching.ts).
 */
export interface SearchTerm {
  /** As the query wrote it. */
  readonly word: string;
  readonly forms: WordForms;
  readonly synonyms: readonly Phrase[];
  readonly prefixes: readonly string[];
  /** Its forms cut back by a letter or two (to 5 letters at least): the words these begin count too, as derivations. */
  readonly roots: readonly string[];
  /** Edits a misspelling may have, where no page holds the word as written: 0, 1 from 5 letters, 2 from 9. */
  readonly typos: 0 | 1 | 2;
  /** What the term counts for, against a word of the question (1): what a function word asks counts half (INTENT_WEIGHT). */
  readonly weight?: number;
}

/** What a function word's intent counts for ("where" asks for the address): less than a word the question says. */
const INTENT_WEIGHT = 0.5;

export interface QueryOptions {
  /** The languages the query may be in, the likeliest first: its words are stemmed in each. */
  readonly languages: readonly string[];
  readonly synonyms?: SynonymSource;
  /** The last word is still being typed (a search box): the words it begins count too. */
  readonly lastWordTyped?: boolean;
  readonly max?: number;
}

/** A lone Latin, Greek or Cyrillic letter (the "d" of "d'ouverture") matches too much to mean anything. */
const LONE_LETTER = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]$/u;

/**
 * The words of a free-text query worth searching for, each with what counts as it: split into
 * words (scripts written without spaces too), function words of its languages dropped, each word once, at most `max`. Only index forms come out (letters, digits and
 * marks), so no store ever sees query syntax from the caller.
 */
export function searchTerms(text: string, options: QueryOptions): SearchTerm[] {
  const languages = options.languages.length > 0 ? options.languages : ['und'];
  const all = words(text);
  // A function word of any of the query's languages goes: a visitor whose profile says French may ask in English.
  const written = all.filter((word) => !LONE_LETTER.test(word) && !languages.some((language) => isStopwordIn(word, language)));
  const seen = new Set<string>();
  const terms: Array<Omit<SearchTerm, 'synonyms'> & { readonly splits: Splits }> = [];
  written.forEach((word, i) => {
    const forms = [...new Set(languages.flatMap((language) => wordForms(word, language)))];
    if (forms.length === 0 || forms.some((form) => seen.has(form)) || terms.length >= (options.max ?? MAX_QUERY_TERMS)) return;
    forms.forEach((form) => seen.add(form));
    const typed = options.lastWordTyped === true && i === written.length - 1;
    const prefixes = typed ? [...new Set([...forms, fold(word)])] : forms.filter((form) => form.length >= PREFIX_MIN);
    const roots = [...new Set(forms.flatMap(rootsOf))];
    terms.push({ word, forms, prefixes, roots, typos: typosAllowed(fold(word)), splits: splitsOf(word, languages) });
  });
  const synonyms = synonymsOf(
    terms.map((term) => term.forms),
    languages,
    options.synonyms,
  );
  const found: SearchTerm[] = terms.map(({ splits, prefixes, ...term }, i) => ({
    ...term,
    synonyms: [...synonyms[i]!, ...splits.phrases],
    prefixes: prefixesOf([...prefixes, ...splits.parts], synonyms[i]!),
  }));
  // Function words may still say what is asked ("where", "since", "who"; "when" in a question of nothing else).
  const intents = options.synonyms?.builtIn === false ? [] : intentsOf(all, languages, found.length === 0);
  const asked = intents
    .filter((intent) => !found.some((term) => term.forms.some((form) => intent.forms.includes(form))))
    .map((intent): SearchTerm => ({ ...intent, prefixes: prefixesOf(intent.forms, intent.synonyms), roots: [], typos: 0, weight: INTENT_WEIGHT }));
  return [...found, ...asked].slice(0, Math.max(options.max ?? MAX_QUERY_TERMS, found.length));
}

/** The prefixes of a term, and its one-word synonyms' forms long enough: a synonym's longer words count as its derivations too ("find" for "findet"). */
const prefixesOf = (own: readonly string[], synonyms: readonly Phrase[]): string[] => [
  ...new Set([...own, ...synonyms.flatMap((phrase) => (phrase.length === 1 ? phrase[0]!.filter((form) => form.length >= PREFIX_MIN) : []))]),
];

const rootsOf = (form: string): string[] =>
  Array.from({ length: ROOT_CUT_MAX }, (_, i) => form.slice(0, form.length - i - 1)).filter((root) => root.length >= ROOT_MIN);

/** How a compound word may split: each split a phrase of both its parts, and each long part alone (a prefix). */
interface Splits {
  readonly phrases: readonly Phrase[];
  readonly parts: readonly string[];
}

/** A part of a compound this long is also searched for alone: "telefonnummer" finds a page saying "Telefon". */
const PART_ALONE_MIN = 5;

/** The splits of a compound word (analysis/compounds.ts), as phrases of its parts' forms, and its long parts' forms. */
function splitsOf(word: string, languages: readonly string[]): Splits {
  const lower = word.toLowerCase();
  const phrases = languages
    .flatMap((language) => compoundSplits(lower, language).map(([head, tail]) => [wordForms(head, language), wordForms(tail, language)] as Phrase))
    .filter((phrase) => phrase.every((forms) => forms.length > 0))
    .slice(0, SPLITS_MAX);
  const parts = [...new Set(phrases.flat(2).filter((form) => form.length >= PART_ALONE_MIN))];
  return { phrases, parts };
}
