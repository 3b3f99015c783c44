import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../shared/errors.js';
import { canonicalLanguageTag } from '../shared/language-tag.js';

/**
 * A project's language fallbacks (`settings.site.language_fallbacks`): `{ "ar": "en" }` serves
 * every public English page that has no Arabic version at its Arabic address too, in English,
 * with a note. Chains are followed (`ar -> fr -> en`); a cycle is refused when written.
 */
export type LanguageFallbacks = Readonly<Record<string, string>>;

/** More fallbacks than any site has languages: bounds one request's checks. */
export const MAX_LANGUAGE_FALLBACKS = 50;

/**
 * The fallbacks a request sets, by canonical language tag (`AR` is `ar`), or the reason they
 * are refused: a key or value that is no language tag, a language falling back to itself, a
 * cycle, more than MAX_LANGUAGE_FALLBACKS entries. The whole map replaces the stored one.
 */
export function checkedLanguageFallbacks(requested: Readonly<Record<string, string>>): E.Either<AppError, LanguageFallbacks> {
  const entries = Object.entries(requested);
  if (entries.length > MAX_LANGUAGE_FALLBACKS) return E.left(invalid(`language_fallbacks must name at most ${MAX_LANGUAGE_FALLBACKS} languages`));
  const wrongKeys = entries.filter(([language]) => canonicalLanguageTag(language) === null).map(([language]) => language);
  if (wrongKeys.length > 0) return E.left(invalid(`language_fallbacks has keys that are not language tags: ${wrongKeys.join(', ')}`));
  const wrongValues = entries.filter(([, fallback]) => canonicalLanguageTag(fallback) === null).map(([language]) => language);
  if (wrongValues.length > 0) return E.left(invalid(`language_fallbacks has values that are not language tags, for: ${wrongValues.join(', ')}`));
  const fallbacks: Record<string, string> = {};
  for (const [language, fallback] of entries) {
    const from = canonicalLanguageTag(language)!;
    // `ar` and `AR` are one language: two values for it would leave which one wins to the JSON's order.
    if (from in fallbacks) return E.left(invalid(`language_fallbacks names ${from} more than once`));
    fallbacks[from] = canonicalLanguageTag(fallback)!;
  }
  const itself = Object.keys(fallbacks).filter((language) => fallbacks[language] === language);
  if (itself.length > 0) return E.left(invalid(`A language cannot fall back to itself: ${itself.join(', ')}`));
  for (const start of Object.keys(fallbacks)) {
    const chain = fallbackChain(fallbacks, start);
    const next = fallbacks[chain[chain.length - 1]!];
    // fallbackChain stops before a language it has seen: a next step there is a cycle.
    if (next !== undefined) return E.left(invalid(`language_fallbacks form a cycle: ${[start, ...chain, next].join(' -> ')}`));
  }
  return E.right(fallbacks);
}

/**
 * The languages a page missing in `language` is looked for in, in order (`ar -> fr -> en`
 * gives `[fr, en]`); stops before any language seen already, so a stored cycle cannot loop.
 */
export function fallbackChain(fallbacks: LanguageFallbacks, language: string): string[] {
  const chain: string[] = [];
  const seen = new Set([language]);
  for (let next = fallbacks[language]; next !== undefined && !seen.has(next); next = fallbacks[next]) {
    chain.push(next);
    seen.add(next);
  }
  return chain;
}
