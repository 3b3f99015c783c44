import * as E from 'fp-ts/lib/Either.js';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { invalid, type AppError } from './errors.js';
import { memoize } from './memo.js';

interface E164Brand {
  readonly E164Phone: unique symbol;
}
/** A phone number in E.164 form (`+14155550123`). */
export type E164Phone = string & E164Brand;

const MAX_INPUT_LENGTH = 64;

/**
 * The country a language tag points at: its region subtag when it has one (`fr-CA` → CA),
 * else the language's likely region from CLDR (`de` → DE, `ja` → JP). Null when unknown.
 */
function regionOfLanguage(tag: string | null | undefined): CountryCode | undefined {
  return tag ? likelyRegion(tag) : undefined;
}

const likelyRegion = memoize((tag: string): CountryCode | undefined => {
  try {
    const region = new Intl.Locale(tag).maximize().region;
    return region !== undefined && /^[A-Z]{2}$/.test(region) ? (region as CountryCode) : undefined;
  } catch {
    return undefined;
  }
});

/**
 * Parses a phone number as a person would say or type it. Numbers without a `+` are read in
 * the country inferred from `languageTag`. Only numbers libphonenumber considers valid pass.
 */
export function parsePhone(raw: string, languageTag?: string | null): E.Either<AppError, E164Phone> {
  const input = raw.trim();
  if (input === '' || input.length > MAX_INPUT_LENGTH) return E.left(invalid('phone must be a phone number'));
  const parsed = parsePhoneNumberFromString(input, regionOfLanguage(languageTag));
  return parsed !== undefined && parsed.isValid() ? E.right(parsed.number as E164Phone) : E.left(invalid('phone must be a valid phone number'));
}

/** The ISO 3166-1 alpha-2 country of an E.164 number, when it can be told. */
export function countryOfPhone(phone: string): string | undefined {
  return parsePhoneNumberFromString(phone)?.country;
}
