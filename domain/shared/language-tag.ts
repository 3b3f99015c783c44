import { memoize } from './memo.js';

interface LanguageTagBrand {
  readonly LanguageTag: unique symbol;
}
/** A well-formed BCP-47 tag in canonical case (`en-US`, `pt-BR`, `zh-Hant-TW`). */
export type LanguageTag = string & LanguageTagBrand;

const MAX_LENGTH = 35;

/**
 * Canonicalizes through ECMA-402, which implements the BCP-47 grammar; no I/O involved.
 * Memoized: it runs on every request that carries a language, and the tags seen are few.
 */
export const canonicalLanguageTag: (raw: string) => string | null = memoize((raw) => {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(trimmed);
    return canonical ?? null;
  } catch {
    return null;
  }
});

/** The primary language subtag, lowercased: `pt-BR` → `pt`. */
export const primaryLanguage = (tag: string): string => tag.split('-')[0]!.toLowerCase();
