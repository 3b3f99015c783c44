/**
 * Facts about a language tag the card needs, read from ECMA-402 (CLDR data shipped with the
 * runtime): its text direction and its English name. Pure; nothing here throws.
 */

/**
 * Right-to-left scripts (ISO 15924). The direction follows the script, not the language:
 * `az-Arab` is RTL while `az` is not, `pa-Arab` (Shahmukhi) is RTL while `pa` (Gurmukhi) is not.
 */
const RTL_SCRIPTS = new Set([
  'Arab',
  'Aran',
  'Hebr',
  'Thaa',
  'Syrc',
  'Nkoo',
  'Adlm',
  'Mand',
  'Samr',
  'Rohg',
  'Yezi',
  'Mend',
  'Avst',
  'Phnx',
  'Armi',
  'Prti',
  'Phli',
  'Khar',
  'Sogd',
  'Sogo',
  'Nbat',
  'Palm',
  'Hatr',
  'Chrs',
  'Elym',
  'Hung',
  'Lydi',
  'Mani',
  'Narb',
  'Sarb',
  'Orkh',
  'Ougr',
  'Cprt',
  'Osge',
]);

/**
 * Languages whose usual script is RTL, for when the runtime cannot tell the script (an older
 * ICU without likely-subtags data for the language).
 */
const RTL_LANGUAGES = new Set([
  'ar',
  'he',
  'iw',
  'fa',
  'ur',
  'ps',
  'sd',
  'ug',
  'ckb',
  'yi',
  'ji',
  'dv',
  'ks',
  'syr',
  'nqo',
  'arc',
  'prs',
  'pnb',
  'lrc',
  'mzn',
  'glk',
  'bal',
  'bqi',
  'khw',
  'azb',
  'sdh',
  'arz',
  'apc',
  'ajp',
  'ary',
  'aeb',
  'acm',
  'afb',
  'ayl',
  'arq',
  'apd',
  'skr',
  'hnd',
  'bgn',
  'luz',
]);

import { memoize } from '../shared/memo.js';

export type TextDirection = 'ltr' | 'rtl';

function scriptOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().script;
  } catch {
    return undefined;
  }
}

export const textDirection: (tag: string) => TextDirection = memoize((tag) => {
  const script = scriptOf(tag);
  if (script !== undefined) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  const language = tag.split(/[-_]/)[0]!.toLowerCase();
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
});

let englishNames: Intl.DisplayNames | null = null;

/** "French", "Brazilian Portuguese", "Traditional Chinese"; the tag itself when unnamed. */
export const englishLanguageName: (tag: string) => string = memoize((tag) => {
  try {
    englishNames ??= new Intl.DisplayNames('en', { type: 'language', fallback: 'code' });
    return englishNames.of(tag) ?? tag;
  } catch {
    return tag;
  }
});
