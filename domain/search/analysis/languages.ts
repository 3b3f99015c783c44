import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as armenian } from '@orama/stemmers/armenian';
import { stemmer as bulgarian } from '@orama/stemmers/bulgarian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as irish } from '@orama/stemmers/irish';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';
import { stopwords as arabicStops } from '@orama/stopwords/arabic';
import { stopwords as armenianStops } from '@orama/stopwords/armenian';
import { stopwords as bulgarianStops } from '@orama/stopwords/bulgarian';
import { stopwords as danishStops } from '@orama/stopwords/danish';
import { stopwords as dutchStops } from '@orama/stopwords/dutch';
import { stopwords as englishStops } from '@orama/stopwords/english';
import { stopwords as finnishStops } from '@orama/stopwords/finnish';
import { stopwords as frenchStops } from '@orama/stopwords/french';
import { stopwords as germanStops } from '@orama/stopwords/german';
import { stopwords as greekStops } from '@orama/stopwords/greek';
import { stopwords as hungarianStops } from '@orama/stopwords/hungarian';
import { stopwords as indonesianStops } from '@orama/stopwords/indonesian';
import { stopwords as irishStops } from '@orama/stopwords/irish';
import { stopwords as italianStops } from '@orama/stopwords/italian';
import { stopwords as japaneseStops } from '@orama/stopwords/japanese';
import { stopwords as lithuanianStops } from '@orama/stopwords/lithuanian';
import { stopwords as mandarinStops } from '@orama/stopwords/mandarin';
import { stopwords as norwegianStops } from '@orama/stopwords/norwegian';
import { stopwords as portugueseStops } from '@orama/stopwords/portuguese';
import { stopwords as romanianStops } from '@orama/stopwords/romanian';
import { stopwords as russianStops } from '@orama/stopwords/russian';
import { stopwords as serbianStops } from '@orama/stopwords/serbian';
import { stopwords as spanishStops } from '@orama/stopwords/spanish';
import { stopwords as swedishStops } from '@orama/stopwords/swedish';
import { stopwords as turkishStops } from '@orama/stopwords/turkish';
import { stopwords as ukrainianStops } from '@orama/stopwords/ukrainian';

/**
 * How a language's words are searched: its Snowball stemmer (Orama's ports of the Snowball
 * algorithms) and its function words, which say nothing about what a page is about.
 */
export interface LanguageRules {
  /** Lowercased word → its stem; none for languages matched by their segmented words alone (Japanese, Chinese, Thai). */
  readonly stem: ((word: string) => string) | null;
  readonly stopwords: ReadonlySet<string>;
}

/**
 * Words of spoken questions that the Snowball lists keep but that say nothing of what is asked
 * ("how much", "could you tell me", "habt ihr", "عندكم"): left out like the function words.
 */
const QUESTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['much', 'many', 'long', 'get', 'got', 'go', 'tell', 'know', 'please', 'anything', 'something', 'also', 'still', 'need', 'want', 'like', 'around'],
  de: ['seid', 'habt', 'gibt', 'gibts', 'mal', 'bitte', 'euer', 'eure', 'euren'],
  fr: ['faut', 'peut', 'quoi', 'svp'],
  es: ['porfa'],
  ar: ['عندكم', 'لديكم', 'عندك', 'شي', 'مين', 'ممكن', 'لو'],
};

const rules = (stem: ((word: string) => string) | null, stopwords: readonly string[], language?: string): LanguageRules => ({
  stem,
  stopwords: new Set([...stopwords, ...(QUESTION_WORDS[language ?? ''] ?? [])]),
});

/**
 * By primary language subtag. Every language the service speaks to people in is here (the
 * voice agent's and the card labels' catalog); a tag not listed is matched by its folded words
 * with a plural `s` trimmed, as before stemming (see analyzer.ts).
 */
const LANGUAGES: Readonly<Record<string, LanguageRules>> = {
  ar: rules(arabic, arabicStops, 'ar'),
  hy: rules(armenian, armenianStops),
  bg: rules(bulgarian, bulgarianStops),
  da: rules(danish, danishStops),
  nl: rules(dutch, dutchStops),
  // Snowball's list has no "a" (a lone letter is dropped anyway, see query.ts).
  en: rules(english, [...englishStops, 'a'], 'en'),
  fi: rules(finnish, finnishStops),
  fr: rules(french, frenchStops, 'fr'),
  de: rules(german, germanStops, 'de'),
  el: rules(greek, greekStops),
  hu: rules(hungarian, hungarianStops),
  id: rules(indonesian, indonesianStops),
  ms: rules(indonesian, indonesianStops),
  ga: rules(irish, irishStops),
  it: rules(italian, italianStops),
  ja: rules(null, japaneseStops),
  lt: rules(lithuanian, lithuanianStops),
  zh: rules(null, mandarinStops),
  nb: rules(norwegian, norwegianStops),
  nn: rules(norwegian, norwegianStops),
  no: rules(norwegian, norwegianStops),
  pt: rules(portuguese, portugueseStops),
  ro: rules(romanian, romanianStops),
  ru: rules(russian, russianStops),
  sr: rules(serbian, serbianStops),
  es: rules(spanish, spanishStops, 'es'),
  sv: rules(swedish, swedishStops),
  th: rules(null, []),
  tr: rules(turkish, turkishStops),
  uk: rules(ukrainian, ukrainianStops),
};

/** The primary subtag of a language tag, lowercased (`pt-BR` → `pt`). */
export const primaryLanguage = (tag: string): string => tag.split('-')[0]!.toLowerCase();

/** The rules of a language tag's primary language, or null when none are known. */
export const languageRules = (tag: string): LanguageRules | null => LANGUAGES[primaryLanguage(tag)] ?? null;

/** Scripts a language can be told by, and the language whose rules read them best. */
const SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Armenian}/u, 'hy'],
  [/\p{Script=Thai}/u, 'th'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
];

/**
 * Languages a text's script says it may be in: a question in Arabic script is read by Arabic's
 * rules whatever the caller's settings say. None for Latin script, which many languages share.
 */
export const languagesOfScript = (text: string): string[] => SCRIPTS.filter(([script]) => script.test(text)).map(([, language]) => language);
