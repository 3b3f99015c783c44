import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/errors.js';
import { normalizeEmail, normalizeName, normalizePhone } from './contact.js';
import { normalizeLanguage } from './language.js';
import { PROFILE_FIELDS, type ProfileChanges, type ProfileField } from './profile.js';
import { normalizePronoun } from './pronoun.js';

interface RejectedArg {
  readonly field: ProfileField;
  /** Reads as a sentence: "phone must be a valid phone number". */
  readonly reason: string;
}

export interface ProfileArgs {
  /** Only the fields that were sent and accepted. */
  readonly changes: ProfileChanges;
  readonly rejected: readonly RejectedArg[];
  /** Argument names that are not profile fields. */
  readonly ignored: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `update_profile` arguments: each field on its own, so one bad value never blocks the
 * others. The language is read first: a phone number given in the same call is read in the
 * country of the new language. A field sent as `undefined` counts as not sent. Never throws.
 */
export function readProfileArgs(args: unknown, currentLanguage: string): ProfileArgs {
  const input = isRecord(args) ? args : {};
  const changes: { -readonly [K in keyof ProfileChanges]: ProfileChanges[K] } = {};
  const rejected: RejectedArg[] = [];
  const take = <A>(field: ProfileField, result: E.Either<AppError, A>, set: (value: A) => void) => {
    if (E.isRight(result)) set(result.right);
    else rejected.push({ field, reason: result.left.message });
  };
  const sent = (field: ProfileField) => Object.hasOwn(input, field) && input[field] !== undefined;

  if (sent('language')) take('language', normalizeLanguage(input.language), (v) => (changes.language = v));
  const language = changes.language ?? currentLanguage;
  if (sent('first_name')) take('first_name', normalizeName(input.first_name, 'first_name'), (v) => (changes.first_name = v));
  if (sent('last_name')) take('last_name', normalizeName(input.last_name, 'last_name'), (v) => (changes.last_name = v));
  if (sent('pronoun')) take('pronoun', normalizePronoun(input.pronoun), (v) => (changes.pronoun = v));
  if (sent('phone')) take('phone', normalizePhone(input.phone, language), (v) => (changes.phone = v));
  if (sent('contact_email')) take('contact_email', normalizeEmail(input.contact_email), (v) => (changes.contact_email = v));

  const fields: readonly string[] = PROFILE_FIELDS;
  const ignored = Object.keys(input).filter((key) => !fields.includes(key));
  return { changes, rejected, ignored };
}
