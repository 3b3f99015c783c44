import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../shared/errors.js';
import { parsePhone } from '../shared/phone.js';

/**
 * Normalizers of the free-text profile fields. Each takes the untrusted argument value and
 * never throws. `null` or a blank string clears the field (`Right(null)`), as the
 * specification says of names ("an empty string becomes null").
 */

const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path. */
const EMAIL_MAX_LENGTH = 254;

// Control characters (Unicode category Cc) and the line/paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** `first_name`, `last_name`: trimmed; empty becomes null. */
export function normalizeName(raw: unknown, field: 'first_name' | 'last_name'): E.Either<AppError, string | null> {
  if (raw === null) return E.right(null);
  if (typeof raw !== 'string') return E.left(invalid(`${field} must be text`));
  const trimmed = raw.trim();
  if (trimmed === '') return E.right(null);
  if (trimmed.length > NAME_MAX_LENGTH) return E.left(invalid(`${field} is longer than ${NAME_MAX_LENGTH} characters`));
  // A line break or control character in a name is a transcription accident, not a name.
  if (CONTROL.test(trimmed)) return E.left(invalid(`${field} contains characters a name cannot have`));
  return E.right(trimmed);
}

/** `contact_email`: trimmed and lowercased; must contain `@` with something on both sides. */
export function normalizeEmail(raw: unknown): E.Either<AppError, string | null> {
  if (raw === null) return E.right(null);
  if (typeof raw !== 'string') return E.left(invalid('contact_email must be text'));
  if (raw.length > EMAIL_MAX_LENGTH * 4) return E.left(invalid('contact_email is too long'));
  const email = raw.trim().toLowerCase();
  if (email === '') return E.right(null);
  if (email.length > EMAIL_MAX_LENGTH) return E.left(invalid('contact_email is too long'));
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return E.left(invalid('contact_email must be an email address with an @'));
  if (/\s/u.test(email) || CONTROL.test(email)) return E.left(invalid('contact_email cannot contain spaces'));
  return E.right(email);
}

/** Spoken lead-ins of the international prefix: "plus 33 6 ...", "+ 1 415 ...". */
const SPOKEN_PLUS = /^\s*(?:plus|\+)\s*/i;

/**
 * `phone`: parsed to E.164. A number without a country code is read in the country of
 * `languageTag` (its region, else the language's likely region); numbers may come as text or,
 * from a voice model, as a JSON number.
 */
export function normalizePhone(raw: unknown, languageTag: string | null): E.Either<AppError, string | null> {
  if (raw === null) return E.right(null);
  let text: string;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) text = String(raw);
  else if (typeof raw === 'string') text = raw;
  else return E.left(invalid('phone must be a phone number'));
  if (text.trim() === '') return E.right(null);
  if (text.length > 200) return E.left(invalid('phone must be a valid phone number'));
  const international = SPOKEN_PLUS.test(text) ? `+${text.replace(SPOKEN_PLUS, '')}` : text;
  const parsed = parsePhone(international, languageTag);
  return E.isRight(parsed)
    ? E.right(parsed.right as string)
    : E.left(invalid('phone must be a valid phone number, with its country code when it is not local'));
}
