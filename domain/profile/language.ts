import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../shared/errors.js';
import { canonicalLanguageTag } from '../shared/language-tag.js';
import { fold } from './fold.js';
import { memoize } from '../shared/memo.js';
import { buildLanguageIndex } from './language-index.js';

const MAX_INPUT_LENGTH = 100;

/** Words around a language name in a spoken answer: "in French please", "the German language". */
const FILLER = new Set([
  'in',
  'the',
  'language',
  'please',
  'speak',
  'switch',
  'to',
  'change',
  'set',
  'use',
  'into',
  'lang',
  'langue',
  'sprache',
  'idioma',
  'lingua',
  'en',
  'auf',
  'em',
  'op',
]);

/** Something shaped like a BCP-47 tag (`fr`, `pt-BR`, `zh_Hant`, `sr-Latn-RS`). */
const TAG_SHAPE = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * The name index, built on the first lookup by name (50 to 100 ms: every language named in
 * some twenty languages), then kept. Built at start, it cost every start that much, for a
 * lookup (a language said by name to the voice agent) most instances never make.
 */
let index: ReadonlyMap<string, string> | null = null;

const displayNames: Partial<Record<'language' | 'region' | 'script', Intl.DisplayNames>> = {};

const known = (type: 'language' | 'region' | 'script', code: string | undefined): boolean => {
  if (code === undefined) return true;
  try {
    displayNames[type] ??= new Intl.DisplayNames('en', { type, fallback: 'none' });
    return displayNames[type].of(code) !== undefined;
  } catch {
    return false;
  }
};

/**
 * A BCP-47 tag whose language, script and region the runtime knows, in canonical form without
 * extensions; null otherwise. Well-formedness alone is not enough: "klingon" and "fr-XX" are
 * well-formed tags, and a voice agent switched to them would speak nothing anyone expects.
 */
export const knownLanguageTag: (raw: string) => string | null = memoize((raw) => {
  const canonical = canonicalLanguageTag(raw.replace(/_/g, '-'));
  if (canonical === null) return null;
  try {
    const locale = new Intl.Locale(canonical);
    // `und` has no language subtag at all (Intl reports undefined); the others name no language.
    const language = locale.language as string | undefined;
    if (language === undefined || ['und', 'zxx', 'mul', 'mis'].includes(language)) return null;
    const ok = known('language', language) && known('script', locale.script) && known('region', locale.region);
    return ok ? locale.baseName : null;
  } catch {
    return null;
  }
});

/** The index lookup of a name, first as said, then without the words around it. */
function byName(text: string): string | undefined {
  index ??= buildLanguageIndex();
  const folded = fold(text);
  const direct = index.get(folded);
  if (direct !== undefined) return direct;
  const core = folded
    .split(' ')
    .filter((word) => !FILLER.has(word))
    .join(' ');
  return core === '' ? undefined : index.get(core);
}

/**
 * `language`: a language code ("fr", "pt-BR") or a language name in English or in the language
 * itself, any case, with or without accents ("French", "français", "francais", "Deutsch",
 * "日本語", "العربية", "Español"). Returns the canonical tag. Never throws.
 */
export function normalizeLanguage(raw: unknown): E.Either<AppError, string> {
  if (typeof raw !== 'string') return E.left(invalid('language must be a language name or code'));
  const text = raw.trim();
  if (text === '') return E.left(invalid('language must be a language name or code'));
  if (text.length > MAX_INPUT_LENGTH) return E.left(invalid('language is too long'));
  if (TAG_SHAPE.test(text)) {
    const tag = knownLanguageTag(text);
    if (tag !== null) return E.right(tag);
  }
  const named = byName(text);
  return named !== undefined ? E.right(named) : E.left(invalid('language was not recognized as a language name or code'));
}
