import { PRONOUN_KEYS, type Pronoun } from '../profile/pronoun-keys.js';
import { primaryLanguage } from '../shared/language-tag.js';

/**
 * The profile card's translatable labels. Two scopes, stored and translated separately per
 * (project, language): the field captions and the display values of the pronoun keys.
 */
export const LABEL_SCOPES = ['card_labels', 'pronoun_labels'] as const;
export type LabelScope = (typeof LABEL_SCOPES)[number];

export const CARD_LABEL_KEYS = ['profile', 'first_name', 'pronoun', 'email', 'phone', 'language'] as const;
type CardLabelKey = (typeof CARD_LABEL_KEYS)[number];

export type CardLabels = Readonly<Record<CardLabelKey, string>>;
export type PronounLabels = Readonly<Record<Pronoun, string>>;

/** A scope's labels as stored: key → text. */
export type Labels = Readonly<Record<string, string>>;

/** The stored scopes of one language. */
export type ScopedLabels = Partial<Record<LabelScope, Labels>>;

const isLabelScope = (value: unknown): value is LabelScope => (LABEL_SCOPES as readonly unknown[]).includes(value);

/**
 * A language's scopes from stored rows, in every store alike: a row of a scope we do not know
 * (an older or newer schema) or whose labels are not an object is left out, and readers then
 * treat the scope as not stored. Whether the labels are complete is `completeLabels`' call.
 */
export function storedScopes(rows: Iterable<{ readonly scope: string; readonly labels: unknown }>): ScopedLabels {
  const scopes: ScopedLabels = {};
  for (const { scope, labels } of rows) {
    if (isLabelScope(scope) && typeof labels === 'object' && labels !== null && !Array.isArray(labels)) scopes[scope] = labels as Labels;
  }
  return scopes;
}

export const SCOPE_KEYS: Readonly<Record<LabelScope, readonly string[]>> = {
  card_labels: CARD_LABEL_KEYS,
  pronoun_labels: PRONOUN_KEYS,
};

/** The source texts: every translation starts from these, and every failure falls back to them. */
export const ENGLISH_LABELS: { readonly card_labels: CardLabels; readonly pronoun_labels: PronounLabels } = {
  card_labels: { profile: 'Profile', first_name: 'First name', pronoun: 'Pronouns', email: 'Email', phone: 'Phone', language: 'Language' },
  pronoun_labels: { she_her: 'She/her', he_him: 'He/him', they_them: 'They/them', unspecified: 'Not specified' },
};

export interface ResolvedLabels {
  readonly labels: CardLabels;
  readonly pronoun_labels: PronounLabels;
}

export const ENGLISH_RESOLVED: ResolvedLabels = {
  labels: ENGLISH_LABELS.card_labels,
  pronoun_labels: ENGLISH_LABELS.pronoun_labels,
};

/** Longest label kept from a store or a translator: a card caption, not a paragraph. */
const MAX_LABEL_LENGTH = 80;

/**
 * The scope's labels when `value` has every key as a usable string, else null. Stored rows and
 * translator answers are untrusted (older schema, a provider echoing garbage): a scope is used
 * whole or not at all, so a card never mixes languages.
 */
export function completeLabels(scope: LabelScope, value: unknown): Labels | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const labels: Record<string, string> = {};
  for (const key of SCOPE_KEYS[scope]) {
    const text = record[key];
    if (typeof text !== 'string') return null;
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.length > MAX_LABEL_LENGTH) return null;
    labels[key] = trimmed;
  }
  return labels;
}

/** English texts of both scopes in one flat list (one translator call per language), and the way back. */
export function englishTexts(): string[] {
  return LABEL_SCOPES.flatMap((scope) => SCOPE_KEYS[scope].map((key) => (ENGLISH_LABELS[scope] as Labels)[key]!));
}

/** Splits translated texts (same order as `englishTexts()`) back into scopes; null when incomplete. */
export function labelsFromTexts(texts: readonly unknown[]): Record<LabelScope, Labels> | null {
  if (texts.length !== englishTexts().length) return null;
  let index = 0;
  const result: Partial<Record<LabelScope, Labels>> = {};
  for (const scope of LABEL_SCOPES) {
    const record: Record<string, unknown> = {};
    for (const key of SCOPE_KEYS[scope]) record[key] = texts[index++];
    const complete = completeLabels(scope, record);
    if (complete === null) return null;
    result[scope] = complete;
  }
  return result as Record<LabelScope, Labels>;
}

/** True for languages whose labels are the English source texts (nothing to translate or store). */
export const isEnglish = (tag: string): boolean => primaryLanguage(tag) === 'en';
