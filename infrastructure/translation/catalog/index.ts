import { ASIA } from './asia.js';
import { CENTRAL_EASTERN_EUROPE } from './central-eastern-europe.js';
import type { CatalogEntry } from './entry.js';
import { MIDDLE_EAST_AFRICA } from './middle-east-africa.js';
import { WESTERN_EUROPE } from './western-europe.js';

/** Every bundled language, by the tag it is filed under. */
export const CATALOG: ReadonlyMap<string, CatalogEntry> = new Map(
  Object.entries({ ...WESTERN_EUROPE, ...CENTRAL_EASTERN_EUROPE, ...ASIA, ...MIDDLE_EAST_AFRICA }),
);

/** Tags filed under another: Norwegian is written in Bokmål; Tagalog UIs use Filipino. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', tl: 'fil' };

/**
 * The entry for a tag, from the most to the least specific: the tag, its language and script
 * (`zh-TW` → `zh-Hant`, `zh` → `zh-Hans`, via likely subtags), then its language alone
 * (`fr-CA` → `fr`, `pt-BR` → `pt`). Undefined when the catalog does not cover it.
 */
export function catalogEntry(tag: string): CatalogEntry | undefined {
  let language: string;
  let script: string | undefined;
  try {
    const locale = new Intl.Locale(tag);
    language = locale.language;
    script = locale.maximize().script;
  } catch {
    return undefined;
  }
  const base = ALIASES[language] ?? language;
  const candidates = [tag, script !== undefined ? `${base}-${script}` : undefined, base];
  for (const candidate of candidates) {
    const entry = candidate === undefined ? undefined : CATALOG.get(candidate);
    if (entry !== undefined) return entry;
  }
  return undefined;
}
