import { primaryLanguage } from './languages.js';

/** Languages that write compounds as one word ("Lieferkosten", "telefoonnummer", "tandläkare"). */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'nb', 'nn', 'no', 'fi', 'is']);
/** The shortest part of a compound worth a search: shorter pieces are everywhere inside other words. */
const PART_MIN = 3;
/** Letters that join the parts of a compound ("Liebesbrief", "Hundeleine", "Sonnenschein"): the first part is tried without them too. */
const LINKS = ['s', 'es', 'n', 'en', 'e', 'er'];

/**
 * The ways `word` (lowercased) may split into two words in a compounding language, each a pair of
 * its parts: "nussallergie" gives ["nuss", "allergie"] among others. A search looks for both
 * parts of a split: one that is not a compound finds nothing, so no lexicon is needed (an index
 * of the site's own words decides). None for short words and other languages.
 */
export function compoundSplits(word: string, language: string): Array<readonly [string, string]> {
  if (!COMPOUNDING.has(primaryLanguage(language)) || word.length < 2 * PART_MIN + 2) return [];
  const splits: Array<readonly [string, string]> = [];
  for (let at = PART_MIN; at <= word.length - PART_MIN; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    splits.push([head, tail]);
    for (const link of LINKS) if (head.endsWith(link) && head.length - link.length >= PART_MIN) splits.push([head.slice(0, -link.length), tail]);
  }
  return splits;
}
