import { PRONOUN_KEYS } from '../../../domain/profile/pronoun-keys.js';
import { CARD_LABEL_KEYS } from '../../../domain/translation/labels.js';

/**
 * One language of the bundled catalog, in key order: the six card labels (profile, first_name,
 * pronoun, email, phone, language), then the four pronoun labels (she_her, he_him, they_them,
 * unspecified). A tuple keeps each language on one or two lines, so a reviewer reads a
 * language at a glance.
 */
export type CatalogEntry = readonly [
  profile: string,
  firstName: string,
  pronoun: string,
  email: string,
  phone: string,
  language: string,
  sheHer: string,
  heHim: string,
  theyThem: string,
  unspecified: string,
];

/**
 * Pronoun labels for languages whose third-person pronoun carries no gender (Finnish "hän",
 * Turkish "o", Persian "او", Hindi "वह", Indonesian "dia", ...): a literal translation would
 * show the same word three times, so those cards show the English pronoun sets, as
 * international products do in these languages.
 */
export const ENGLISH_PRONOUNS = ['She/her', 'He/him', 'They/them'] as const;

export const ENTRY_KEYS: readonly string[] = [...CARD_LABEL_KEYS, ...PRONOUN_KEYS];
