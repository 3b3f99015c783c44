import { words } from '../../knowledge/terms.js';
import { wordForms } from '../analysis/analyzer.js';
import { primaryLanguage } from '../analysis/languages.js';
import type { Phrase, WordForms } from '../query.js';
import { fold } from '../../profile/fold.js';
import { BUILT_IN_INTENTS, BUILT_IN_SYNONYMS } from './built-in.js';

/** Where a query's synonyms come from: the built-in groups of its languages (unless turned off), and the project's own. */
export interface SynonymSource {
  readonly builtIn: boolean;
  /** Groups of words (or of a few words: "gluten-free") that mean the same on this site. */
  readonly groups: readonly (readonly string[])[];
}

const DEFAULT_SOURCE: SynonymSource = { builtIn: true, groups: [] };
/** Synonyms searched for one word at most: each is a phrase the store looks for. */
const PER_TERM_MAX = 16;

/** A group as index forms: each member a phrase. */
type AnalysedGroup = readonly Phrase[];

/** A group as index forms: each member a phrase of its meaningful words (a member of function words alone goes). */
function analyseGroup(group: readonly string[], languages: readonly string[]): AnalysedGroup {
  return group
    .map((member) => words(member).map((word) => [...new Set(languages.flatMap((language) => wordForms(word, language)))]))
    .map((phrase) => phrase.filter((forms) => forms.length > 0))
    .filter((phrase) => phrase.length > 0);
}

/** The built-in groups of a language, analysed once. */
const builtIns = new Map<string, readonly AnalysedGroup[]>();
function builtInGroups(language: string): readonly AnalysedGroup[] {
  const primary = primaryLanguage(language);
  let groups = builtIns.get(primary);
  if (groups === undefined) {
    groups = (BUILT_IN_SYNONYMS[primary] ?? []).map((group) => analyseGroup(group, [primary]));
    builtIns.set(primary, groups);
  }
  return groups;
}

const shares = (a: WordForms, b: WordForms): boolean => a.some((form) => b.includes(form));
const samePhrase = (a: Phrase, b: Phrase): boolean => a.length === b.length && a.every((forms, i) => shares(forms, b[i]!));

/**
 * For each word of a query (its forms), the synonyms to search for besides it: every other
 * member of each group one of whose members it is. A member of several words counts when every
 * one of them is in the query, and its group's synonyms go to the first of them.
 */
export function synonymsOf(terms: readonly WordForms[], languages: readonly string[], source: SynonymSource = DEFAULT_SOURCE): Phrase[][] {
  const groups = [
    ...(source.builtIn ? [...new Set(languages.map(primaryLanguage))].flatMap(builtInGroups) : []),
    ...source.groups.map((group) => analyseGroup(group, languages)),
  ];
  const found = terms.map((): Phrase[] => []);
  for (const group of groups) {
    for (const member of group) {
      const at = member.map((forms) => terms.findIndex((term) => shares(term, forms)));
      if (at.some((i) => i < 0)) continue;
      const first = Math.min(...at);
      const others = group.filter((other) => other !== member && !(other.length === 1 && shares(other[0]!, terms[first]!)));
      for (const phrase of others) if (!found[first]!.some((known) => samePhrase(known, phrase))) found[first]!.push(phrase);
    }
  }
  return found.map((phrases) => phrases.slice(0, PER_TERM_MAX));
}

/** A term an intent stands for: its group's first member as the word, the others as its synonyms. */
export interface IntentTerm {
  readonly word: string;
  readonly forms: WordForms;
  readonly synonyms: readonly Phrase[];
}

/**
 * What the question's function words ask (BUILT_IN_INTENTS): the intents that hold always, and,
 * when `alone` (no other word is left), the others too; each once.
 */
export function intentsOf(written: readonly string[], languages: readonly string[], alone: boolean): IntentTerm[] {
  const folded = written.map((word) => fold(word));
  const found = new Map<string, IntentTerm>();
  for (const language of languages.map(primaryLanguage)) {
    for (const intent of BUILT_IN_INTENTS[language] ?? []) {
      const word = written[folded.findIndex((candidate) => intent.words.includes(candidate))];
      const group = (BUILT_IN_SYNONYMS[language] ?? []).findIndex((members) => members[0] === intent.means);
      if (word === undefined || group < 0 || (!intent.always && !alone) || found.has(intent.means)) continue;
      const [first, ...others] = builtInGroups(language)[group]!;
      if (first?.length === 1) found.set(intent.means, { word, forms: first[0]!, synonyms: others });
    }
  }
  return [...found.values()];
}
