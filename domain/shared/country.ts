import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from './errors.js';
import { memoize } from './memo.js';

interface CountryBrand {
  readonly CountryCode: unique symbol;
}
/** An assigned ISO 3166-1 alpha-2 country code, upper case (`DE`, `GB`). */
export type CountryCode = string & CountryBrand;

/**
 * Codes CLDR names that are not assigned ISO 3166-1 countries: unions and groupings, the
 * exceptionally reserved ones (`UK`, `AC`, ...), user-assigned ones and the unknown region.
 */
const NOT_ASSIGNED = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'UK', 'AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA', 'XA', 'XB', 'XK']);

/** CLDR's English region names, made on first use: building them costs start-up ~10 ms. */
let regionNames: Intl.DisplayNames | undefined;

/** The English name of an assigned code, else undefined (ECMA-402 carries the CLDR names). */
export const countryName: (code: string) => string | undefined = memoize((code: string) => {
  if (!/^[A-Z]{2}$/.test(code) || NOT_ASSIGNED.has(code)) return undefined;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    return regionNames.of(code);
  } catch {
    return undefined;
  }
});

/** Reads an ISO 3166-1 alpha-2 code in any case (`de`, ` GB `); anything else is refused. */
export function parseCountryCode(raw: unknown, field = 'country'): E.Either<AppError, CountryCode> {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return countryName(code) === undefined
    ? E.left(invalid(`${field} must be an ISO 3166-1 alpha-2 country code such as DE or GB`))
    : E.right(code as CountryCode);
}
