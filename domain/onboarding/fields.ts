import * as E from 'fp-ts/lib/Either.js';
import { matchVoice } from '../live/voices.js';
import { GREETING_MAX } from '../projects/project.js';
import { canonicalLanguageTag } from '../shared/language-tag.js';
import { SUMMARY_MAX } from './company-profile.js';
import { cleanText } from './text.js';

/** The specification's `set_field` paths, and nothing else. */
export const FIELD_PATHS = [
  'voice',
  'greeting_draft',
  'primary_language',
  'brand_tone',
  'service_area',
  'opening_hours',
  'summary',
  'industry',
  'target_audience',
  'intent',
  'languages',
  'products_services',
  'unique_selling_points',
] as const;
export type FieldPath = (typeof FIELD_PATHS)[number];

/** The fields written by `set_field`: a text or a list, by path. */
export type OnboardingFields = { readonly [K in FieldPath]?: string | readonly string[] };

type FieldRule =
  | { readonly kind: 'text'; readonly max: number }
  | { readonly kind: 'list'; readonly items: number; readonly max: number }
  | { readonly kind: 'voice' }
  | { readonly kind: 'language' }
  | { readonly kind: 'languages' };

const RULES: Readonly<Record<FieldPath, FieldRule>> = {
  voice: { kind: 'voice' },
  greeting_draft: { kind: 'text', max: GREETING_MAX },
  primary_language: { kind: 'language' },
  brand_tone: { kind: 'text', max: 200 },
  service_area: { kind: 'text', max: 300 },
  opening_hours: { kind: 'list', items: 14, max: 200 },
  summary: { kind: 'text', max: SUMMARY_MAX },
  industry: { kind: 'text', max: 200 },
  target_audience: { kind: 'text', max: 300 },
  intent: { kind: 'text', max: 300 },
  languages: { kind: 'languages' },
  products_services: { kind: 'list', items: 20, max: 200 },
  unique_selling_points: { kind: 'list', items: 10, max: 200 },
};

export const isFieldPath = (path: unknown): path is FieldPath => typeof path === 'string' && Object.hasOwn(RULES, path);

const MAX_LANGUAGES = 20;

/**
 * A list from the caller: a JSON array of strings, or one string whose entries are separated
 * by new lines, semicolons or commas (how a voice agent tends to send a spoken list).
 */
function listOf(value: unknown): string[] | null {
  if (typeof value === 'string')
    return value
      .split(/[\n;,]/)
      .map((s) => s.trim())
      .filter((s) => s !== '');
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((s: string) => s.trim()).filter((s) => s !== '');
  return null;
}

function readList(path: string, value: unknown, items: number, max: number): E.Either<string, readonly string[]> {
  const list = listOf(value);
  if (list === null) return E.left(`${path} must be a list of texts`);
  if (list.length > items) return E.left(`${path} takes at most ${items} entries`);
  const tooLong = list.find((entry) => entry.length > max);
  if (tooLong !== undefined) return E.left(`each entry of ${path} must be at most ${max} characters`);
  const seen = new Set<string>();
  return E.right(list.map((entry) => cleanText(entry, max)!).filter((entry) => !seen.has(entry.toLowerCase()) && seen.add(entry.toLowerCase())));
}

function readLanguage(path: string, value: unknown): E.Either<string, string> {
  const tag = typeof value === 'string' ? canonicalLanguageTag(value) : null;
  return tag === null ? E.left(`${path} must be a BCP-47 language code such as en, fr-CA or pt-BR`) : E.right(tag);
}

/**
 * Checks one `set_field` value for its path and returns it as stored: texts trimmed and
 * bounded, lists de-duplicated and bounded, languages canonical BCP-47, the voice one of
 * the agent's voices. The message on refusal is spoken to the caller as it is.
 */
export function readFieldValue(path: FieldPath, value: unknown): E.Either<string, string | readonly string[]> {
  const rule = RULES[path];
  switch (rule.kind) {
    case 'text': {
      if (typeof value !== 'string') return E.left(`${path} must be a text`);
      if (value.trim().length > rule.max) return E.left(`${path} must be at most ${rule.max} characters`);
      const text = cleanText(value, rule.max);
      return text === null ? E.left(`${path} must not be empty`) : E.right(text);
    }
    case 'list':
      return readList(path, value, rule.items, rule.max);
    case 'voice': {
      const voice = typeof value === 'string' ? matchVoice(value) : undefined;
      return voice === undefined ? E.left('voice must be one of the agent voices, such as Puck, Kore, Charon or Aoede') : E.right(voice);
    }
    case 'language':
      return readLanguage(path, value);
    case 'languages': {
      const list = listOf(value);
      if (list === null || list.length === 0) return E.left('languages must be a list of BCP-47 language codes');
      if (list.length > MAX_LANGUAGES) return E.left(`languages takes at most ${MAX_LANGUAGES} entries`);
      const tags: string[] = [];
      for (const entry of list) {
        const tag = readLanguage('each entry of languages', entry);
        if (E.isLeft(tag)) return tag;
        if (!tags.includes(tag.right)) tags.push(tag.right);
      }
      return E.right(tags);
    }
  }
}

/** Whether two stored field values are the same (lists compared entry by entry). */
export function sameFieldValue(a: string | readonly string[] | undefined, b: string | readonly string[] | undefined): boolean {
  if (typeof a === 'string' || typeof b === 'string' || a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((entry, i) => entry === b[i]);
}
