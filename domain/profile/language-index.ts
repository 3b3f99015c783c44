import { fold } from './fold.js';

/**
 * The index of language names → canonical tags that `normalizeLanguage` matches against,
 * built once from the runtime's CLDR data (Intl.DisplayNames) instead of a hand-kept list:
 * every language's English name, its own name in itself ("français", "Deutsch", "日本語",
 * "العربية"), and its name in a few widely spoken languages ("Französisch", "francés").
 */

/** Languages with a three-letter code that people still ask for by name. */
const THREE_LETTER = [
  'ckb',
  'fil',
  'yue',
  'haw',
  'nqo',
  'syr',
  'ast',
  'gsw',
  'kok',
  'mai',
  'sat',
  'mni',
  'brx',
  'doi',
  'chr',
  'ceb',
  'hmn',
  'bho',
  'nds',
  'sco',
  'scn',
  'hsb',
  'dsb',
  'szl',
  'kab',
  'zgh',
  'prs',
  'pcm',
  'nso',
  'arc',
];

/** Regional and script variants named on their own ("Brazilian Portuguese", "Simplified Chinese"). */
const VARIANTS = [
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'en-IN',
  'fr-CA',
  'fr-CH',
  'fr-BE',
  'de-AT',
  'de-CH',
  'es-MX',
  'es-419',
  'es-ES',
  'es-AR',
  'pt-BR',
  'pt-PT',
  'zh-Hans',
  'zh-Hant',
  'zh-TW',
  'zh-HK',
  'nl-BE',
  'sr-Latn',
  'sr-Cyrl',
];

/** Names people use that CLDR does not list (or lists under another form). */
const ALIASES: Readonly<Record<string, string>> = {
  farsi: 'fa',
  mandarin: 'zh',
  'mandarin chinese': 'zh',
  cantonese: 'yue',
  castilian: 'es',
  castellano: 'es',
  bengali: 'bn',
  sorani: 'ckb',
  'kurdish sorani': 'ckb',
  'sorani kurdish': 'ckb',
  kurmanji: 'ku',
  flemish: 'nl-BE',
  'chinese simplified': 'zh-Hans',
  'chinese traditional': 'zh-Hant',
  'simplified chinese': 'zh-Hans',
  'traditional chinese': 'zh-Hant',
  brazilian: 'pt-BR',
  tagalog: 'tl',
  filipino: 'fil',
  pilipino: 'fil',
  ivrit: 'he',
  'persian farsi': 'fa',
  bokmal: 'nb',
  nynorsk: 'nn',
  'swiss german': 'gsw',
  american: 'en-US',
  british: 'en-GB',
  'american english': 'en-US',
  'british english': 'en-GB',
  'us english': 'en-US',
  'uk english': 'en-GB',
  'latin american spanish': 'es-419',
  'mexican spanish': 'es-MX',
  'canadian french': 'fr-CA',
  quebecois: 'fr-CA',
  'english uk': 'en-GB',
  'english us': 'en-US',
  'bahasa indonesia': 'id',
  'bahasa melayu': 'ms',
  'bahasa malaysia': 'ms',
  nihongo: 'ja',
  zhongwen: 'zh',
  putonghua: 'zh',
  hangugeo: 'ko',
};

/** Languages whose names for other languages are indexed too (after English and native names). */
const DISPLAY_LANGUAGES = ['fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'tr', 'ar', 'he', 'fa', 'hi', 'ja', 'zh', 'ko', 'vi', 'id', 'sv'];

const IGNORED = new Set(['und', 'zxx', 'mul', 'mis']);

function displayNames(locale: string, style: 'dialect' | 'standard' = 'dialect'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(locale, { type: 'language', fallback: 'none', languageDisplay: style });
  } catch {
    return null;
  }
}

function nameOf(names: Intl.DisplayNames | null, tag: string): string | undefined {
  try {
    return names?.of(tag);
  } catch {
    return undefined;
  }
}

function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** The base languages the runtime can name: every known two-letter code plus THREE_LETTER. */
function knownBaseLanguages(english: Intl.DisplayNames | null): string[] {
  const codes = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters) {
    for (const b of letters) {
      const code = canonical(a + b);
      if (code !== null && !IGNORED.has(code) && nameOf(english, a + b) !== undefined) codes.add(code);
    }
  }
  for (const code of THREE_LETTER) if (nameOf(english, code) !== undefined) codes.add(code);
  return [...codes];
}

export function buildLanguageIndex(): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  const add = (name: string | undefined, tag: string) => {
    if (name === undefined) return;
    const key = fold(name);
    // Canonical, as a tag given as a code is: "tl" (an alias) is "fil", "prs" is "fa-AF".
    if (key !== '' && !index.has(key)) index.set(key, canonical(tag) ?? tag);
  };
  for (const [name, tag] of Object.entries(ALIASES)) add(name, tag);

  const english = displayNames('en');
  const englishStandard = displayNames('en', 'standard');
  const bases = knownBaseLanguages(english);
  const variants = VARIANTS.map((v) => canonical(v)).filter((v): v is string => v !== null);
  for (const tag of [...bases, ...variants]) {
    add(nameOf(english, tag), tag);
    add(nameOf(englishStandard, tag), tag);
  }
  for (const tag of [...bases, ...variants]) {
    add(nameOf(displayNames(tag), tag), tag);
    add(nameOf(displayNames(tag, 'standard'), tag), tag);
  }
  for (const locale of DISPLAY_LANGUAGES) {
    const names = displayNames(locale);
    for (const tag of bases) add(nameOf(names, tag), tag);
  }
  return index;
}
