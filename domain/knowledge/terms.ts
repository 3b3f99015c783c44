/**
 * Words of a text: word segmentation from ECMA-402 (so Japanese, Chinese and Thai, written
 * without spaces, split into words too), and, for a language the search has no rules of
 * (search/analysis/), a list of common function words of many languages and a plural "s" trimmed.
 */

const STOPWORDS = new Set([
  // English
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'by',
  'from',
  'about',
  'as',
  'into',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'am',
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'have',
  'has',
  'had',
  'i',
  'you',
  'your',
  'yours',
  'we',
  'our',
  'us',
  'my',
  'me',
  'it',
  'its',
  'they',
  'their',
  'them',
  'he',
  'she',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'what',
  'which',
  'who',
  'whom',
  'when',
  'where',
  'why',
  'how',
  'if',
  'so',
  'not',
  'no',
  'yes',
  'any',
  'some',
  'all',
  'please',
  'tell',
  'know',
  'want',
  'like',
  'get',
  // French, Spanish, German, Italian, Portuguese (the most common function words)
  'le',
  'la',
  'les',
  'un',
  'une',
  'des',
  'du',
  'de',
  'et',
  'ou',
  'est',
  'sont',
  'que',
  'qui',
  'quoi',
  'quel',
  'quelle',
  'vous',
  'votre',
  'vos',
  'nous',
  'je',
  'pour',
  'avec',
  'sur',
  'dans',
  'au',
  'aux',
  'ce',
  'cette',
  'il',
  'elle',
  'el',
  'los',
  'las',
  'y',
  'o',
  'es',
  'son',
  'que',
  'como',
  'cual',
  'para',
  'con',
  'por',
  'en',
  'su',
  'sus',
  'usted',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'und',
  'oder',
  'ist',
  'sind',
  'wie',
  'was',
  'wann',
  'wo',
  'ihr',
  'ihre',
  'sie',
  'mit',
  'fur',
  'zu',
  'il',
  'lo',
  'gli',
  'di',
  'e',
  'che',
  'per',
  'da',
  'o',
  'os',
  'as',
  'um',
  'uma',
  'do',
  'da',
  'em',
  'com',
  'voce',
]);

/** Whether a folded word is a common function word, left out of matching. */
export const isStopword = (folded: string): boolean => STOPWORDS.has(folded);

/** Scripts written without spaces between words (Japanese, Chinese, Thai...). */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Whether `text` holds words of a script written without spaces. */
export const hasSpacelessText = (text: string): boolean => SPACELESS.test(text);

let segmenter: Intl.Segmenter | null = null;

/** Runs of spaceless-script characters, and runs of everything else. */
const SCRIPT_RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;

/** The longest run handed to the segmenter at once (see `wordSegments`). */
const SEGMENTED_RUN_MAX = 256;

/**
 * Word segments of `text`, in order, their concatenation the whole text, each with its index in
 * `text`. Only runs of a
 * script written without spaces go through ECMA-402 segmentation, in pieces of at most 256
 * characters: V8's segmenter takes time quadratic in the length of what it is given (a 300 KB
 * page took 90 s, all of it on the event loop). Other runs split at every character that is
 * not a letter, digit or mark, which finds the same words far faster.
 */
export function* wordSegments(text: string): Generator<Intl.SegmentData> {
  for (const run of text.matchAll(SCRIPT_RUNS)) {
    if (!SPACELESS.test(run[0])) {
      yield* plainSegments(run[0], run.index);
      continue;
    }
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
    for (let start = 0; start < run[0].length; start += SEGMENTED_RUN_MAX) {
      // Each segment's index is made the text's own, as the other runs' are.
      for (const segment of segmenter.segment(run[0].slice(start, start + SEGMENTED_RUN_MAX))) {
        yield { segment: segment.segment, index: run.index + start + segment.index, input: text, isWordLike: segment.isWordLike };
      }
    }
  }
}

/** Segments of text with spaces between its words, without the segmenter: the same words, found far faster. */
function* plainSegments(piece: string, offset: number): Generator<Intl.SegmentData> {
  for (const match of piece.matchAll(/([\p{L}\p{N}\p{M}]+)|[^\p{L}\p{N}\p{M}]+/gu)) {
    yield { segment: match[0], index: offset + match.index, input: piece, isWordLike: match[1] !== undefined };
  }
}

/**
 * The words of `text` as written. Text in a script written without spaces goes through
 * ECMA-402 word segmentation; any other text splits at every character that is not a letter,
 * digit or mark, which finds the same words about a hundred times faster (the segmenter costs
 * milliseconds per page).
 */
export function words(text: string): string[] {
  if (!hasSpacelessText(text)) return text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  try {
    const out: string[] = [];
    for (const segment of wordSegments(text)) if (segment.isWordLike) out.push(segment.segment);
    return out;
  } catch {
    return text.split(/\s+/);
  }
}

/** A plural "s" trimmed ("hours" → "hour", not "class" or "bus"): a word of a language without a stemmer (search/analysis/analyzer.ts). */
export const stem = (word: string): string => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
