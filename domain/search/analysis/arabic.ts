/** Short vowels, shadda, sukun, the dagger alef, Quranic marks and tatweel: written or not, the same word. */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** An Arabic word spelled one way: marks dropped, hamza seats and alef forms unified, final ى and ة as ي and ه. */
export function normalizeArabic(word: string): string {
  return word
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ئ/g, 'ي')
    .replace(/ؤ/g, 'و');
}

/** The definite article, alone or after a conjunction or preposition written with it. */
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** Attached pronouns, then the dual, plural and feminine endings and the possessive ي (Larkey's light10 list, ة as ه). */
const SUFFIXES = ['كم', 'هم', 'نا', 'ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

/**
 * A light stem (after Larkey's light10) without its first rule: a leading و is not taken for
 * "and", since in words such as وظائف ("jobs") it belongs to the word, and Snowball's stemmer,
 * which does take it, then stems وظائف and الوظائف apart. The article goes, then each ending
 * once, in order, while two letters remain.
 */
export function lightArabicStem(normalized: string): string {
  let word = normalized;
  const article = ARTICLES.find((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 2);
  if (article !== undefined) word = word.slice(article.length);
  for (const suffix of SUFFIXES) if (word.endsWith(suffix) && word.length - suffix.length >= 2) word = word.slice(0, -suffix.length);
  return word;
}
