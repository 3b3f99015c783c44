import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { invalid, type AppError } from '../shared/errors.js';
import { canonicalLanguageTag, primaryLanguage } from '../shared/language-tag.js';

/** One glossary entry: a term never translated (no translations), or its preferred translation per language. */
export const GlossaryTermCodec = t.intersection(
  [t.exact(t.type({ term: t.string })), t.exact(t.partial({ translations: t.record(t.string, t.string, 'an object of language tags to texts') }))],
  'GlossaryTerm',
);
export type GlossaryTerm = t.TypeOf<typeof GlossaryTermCodec>;

/** A project's glossary: every provider keeps its terms as they are or as the project translates them. */
export interface Glossary {
  readonly terms: readonly GlossaryTerm[];
}

export const EMPTY_GLOSSARY: Glossary = { terms: [] };
const GLOSSARY_TERM_MAX = 100;
const GLOSSARY_TERMS_MAX = 500;

/**
 * A glossary as a person sent it, checked: terms of 1 to 100 characters (trimmed), at most 500,
 * none twice (case aside), translations keyed by well-formed language tags (stored canonical)
 * and each 1 to 100 characters. Messages name the term at fault.
 */
export function parseGlossary(input: { readonly terms: readonly GlossaryTerm[] }): E.Either<AppError, Glossary> {
  if (input.terms.length > GLOSSARY_TERMS_MAX) return E.left(invalid(`A glossary holds at most ${GLOSSARY_TERMS_MAX} terms`));
  const seen = new Set<string>();
  const terms: GlossaryTerm[] = [];
  for (const entry of input.terms) {
    const term = entry.term.trim();
    if (term.length === 0 || term.length > GLOSSARY_TERM_MAX) return E.left(invalid(`A glossary term must be 1 to ${GLOSSARY_TERM_MAX} characters`));
    const key = term.toLocaleLowerCase('und');
    if (seen.has(key)) return E.left(invalid(`The glossary has "${term}" twice`));
    seen.add(key);
    const translations = parseTranslations(term, entry.translations ?? {});
    if (E.isLeft(translations)) return translations;
    terms.push(Object.keys(translations.right).length === 0 ? { term } : { term, translations: translations.right });
  }
  return E.right({ terms });
}

function parseTranslations(term: string, raw: Readonly<Record<string, string>>): E.Either<AppError, Record<string, string>> {
  const translations = new Map<string, string>();
  for (const [language, value] of Object.entries(raw)) {
    const tag = canonicalLanguageTag(language);
    if (tag === null) return E.left(invalid(`"${language}" (a translation of "${term}") is not a language tag`));
    const text = value.trim();
    if (text.length === 0 || text.length > GLOSSARY_TERM_MAX) {
      return E.left(invalid(`The ${tag} translation of "${term}" must be 1 to ${GLOSSARY_TERM_MAX} characters`));
    }
    translations.set(tag, text);
  }
  return E.right(Object.fromEntries(translations));
}

/** A glossary term as a translation into one language applies it: `rendering` null keeps the source's words. */
export interface GlossaryRule {
  readonly term: string;
  readonly rendering: string | null;
}

/**
 * The rules for translating into `target`: every term without translations is kept as written;
 * a term with a translation in `target` (exact tag, else its primary language) becomes it; a
 * term translated only into other languages is left to the provider. Longest terms first, so
 * "Acme Cloud" wins over "Acme".
 */
export function glossaryRules(glossary: Glossary, target: string): GlossaryRule[] {
  const rules: GlossaryRule[] = [];
  for (const entry of glossary.terms) {
    const translations = entry.translations ?? {};
    if (Object.keys(translations).length === 0) rules.push({ term: entry.term, rendering: null });
    else {
      const rendering = translations[target] ?? translations[primaryLanguage(target)];
      if (rendering !== undefined) rules.push({ term: entry.term, rendering });
    }
  }
  return rules.sort((a, b) => b.term.length - a.term.length);
}
