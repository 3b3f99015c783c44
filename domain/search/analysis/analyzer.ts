import { isStopword as isCommonStopword, stem as trimPlural, words } from '../../knowledge/terms.js';
import { fold } from '../../profile/fold.js';
import { lightArabicStem, normalizeArabic } from './arabic.js';
import { languageRules, primaryLanguage, type LanguageRules } from './languages.js';

/**
 * Words as the search index keeps them and queries look for them: a word of a language is
 * indexed under its stem (that language's Snowball stemmer), folded, so "delivered" and
 * "delivering", "livrer" and "livrez", "Lieferungen" and "Lieferung" meet; function words are
 * left out. A page is analysed in its own language; a query in each language it may be in
 * (see query.ts).
 */

/** Forms of words already analysed, per language: indexing a page stems the same few thousand words again and again. */
const cache = new Map<string, readonly string[]>();
const CACHE_MAX = 200_000;
const NONE: readonly string[] = [];

/** Function words of a language, folded as the words they are compared with. */
const foldedStopwords = new WeakMap<LanguageRules, ReadonlySet<string>>();
function stopwordsOf(rules: LanguageRules): ReadonlySet<string> {
  let folded = foldedStopwords.get(rules);
  if (folded === undefined) {
    folded = new Set([...rules.stopwords].map((word) => fold(word)));
    foldedStopwords.set(rules, folded);
  }
  return folded;
}

/** Whether a word is a function word of `language` (of the common list when its rules are not known). */
export function isStopwordIn(word: string, language: string): boolean {
  const folded = fold(word);
  const rules = languageRules(language);
  return rules === null ? isCommonStopword(folded) : stopwordsOf(rules).has(folded);
}

/**
 * The forms under which one word of `language` is indexed and searched, or none for a function
 * word: its stem, folded (case and accents do not count); an Arabic word also its light stem
 * (arabic.ts), since the Snowball stemmer parts some words from their own forms with the
 * article. A language without rules: the folded word, a plural `s` trimmed.
 */
export function wordForms(word: string, language: string): readonly string[] {
  const primary = primaryLanguage(language);
  const key = `${primary}\u0000${word}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const forms = analyse(word, primary);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, forms);
  return forms;
}

function analyse(word: string, language: string): readonly string[] {
  const lower = word.toLocaleLowerCase(language === 'tr' ? 'tr' : undefined);
  const folded = fold(lower);
  if (folded === '' || folded.includes(' ')) return NONE;
  const rules = languageRules(language);
  if (rules === null) return isCommonStopword(folded) ? NONE : [trimPlural(folded)];
  if (stopwordsOf(rules).has(folded)) return NONE;
  if (rules.stem === null) return [folded];
  if (language === 'ar') {
    const normalized = normalizeArabic(lower);
    return unique([fold(rules.stem(normalized)), fold(lightArabicStem(normalized))]);
  }
  // Snowball's rules read accents (French é, German ü): the word is stemmed as written, the stem folded.
  return [fold(rules.stem(lower)) || folded];
}

const unique = (forms: readonly string[]): readonly string[] => [...new Set(forms.filter((form) => form !== ''))];

/**
 * Every form of every word of `text` (function words left out), in order, separated by spaces:
 * the text the search index holds for a page in `language`. A word of several forms (Arabic)
 * stands for one position of each.
 */
export function indexedText(text: string, language: string): string {
  let out = '';
  for (const word of words(text)) {
    for (const form of wordForms(word, language)) out += out === '' ? form : ` ${form}`;
  }
  return out;
}
