import * as t from 'io-ts';
import { isIsoInstant } from './iso-time.js';
import { canonicalLanguageTag, type LanguageTag } from './language-tag.js';
import { withSchemaHint } from './schema-hints.js';

/**
 * Reusable boundary codecs. A codec's `name` reads as the end of "<field> must be ...", which
 * is how decode errors are worded for the caller.
 */

/** A string that is not blank after trimming, at most `max` characters; decodes to the trimmed value. */
export const trimmedString = (max: number, name = `a non-empty string of at most ${max} characters`) =>
  withSchemaHint(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string' && u.trim() !== '' && u.trim().length <= max,
      (u, c) => {
        if (typeof u !== 'string') return t.failure(u, c);
        const v = u.trim();
        return v !== '' && v.length <= max ? t.success(v) : t.failure(u, c);
      },
      t.identity,
    ),
    { type: 'string', minLength: 1, maxLength: max },
  );

/** Any string up to `max` characters (empty allowed). */
export const boundedString = (max: number, name = `a string of at most ${max} characters`) =>
  withSchemaHint(
    t.refinement(t.string, (s) => s.length <= max, name),
    { type: 'string', maxLength: max },
  );

/** A BCP-47 language code; decodes to its canonical form. */
export const LanguageTagCodec = withSchemaHint(
  new t.Type<LanguageTag, string, unknown>(
    'a BCP-47 language code',
    (u): u is LanguageTag => typeof u === 'string' && canonicalLanguageTag(u) === u,
    (u, c) => {
      const canonical = typeof u === 'string' ? canonicalLanguageTag(u) : null;
      return canonical === null ? t.failure(u, c) : t.success(canonical as LanguageTag);
    },
    t.identity,
  ),
  { type: 'string', minLength: 2, maxLength: 35 },
);

/** A JSON object (not an array, not null). */
export const JsonObject = withSchemaHint(
  new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
    'an object',
    (u): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u),
    (u, c) => (typeof u === 'object' && u !== null && !Array.isArray(u) ? t.success(u as Record<string, unknown>) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'object' },
);

/** An integer within [min, max]. */
export const intBetween = (min: number, max: number) =>
  withSchemaHint(
    t.refinement(t.number, (n) => Number.isInteger(n) && n >= min && n <= max, `an integer from ${min} to ${max}`),
    {
      type: 'integer',
      minimum: min,
      maximum: max,
    },
  );

/**
 * An ISO 8601 instant with a time zone, of a day the calendar has and a time the clock shows
 * (domain/shared/iso-time.ts): every timestamp a caller, an archive or an operator gives is
 * read by this one codec.
 */
export const IsoInstant = withSchemaHint(t.refinement(t.string, isIsoInstant, 'an ISO 8601 time with a time zone'), {
  type: 'string',
  format: 'date-time',
});

/** A page size from a query string ("20") or a JSON number: an integer from 1 to `max`. */
export const pageSizeCodec = (max: number) =>
  withSchemaHint(
    new t.Type<number, number, unknown>(
      `an integer from 1 to ${max}`,
      (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= max,
      (u, c) => {
        const n = typeof u === 'string' && /^\d{1,4}$/.test(u) ? Number(u) : u;
        return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? t.success(n) : t.failure(u, c);
      },
      t.identity,
    ),
    { type: 'integer', minimum: 1, maximum: max },
  );

/** A whole number (JSON has one number type; a schema says which ones are integers). */
export const Integer = withSchemaHint(
  t.refinement(t.number, (n) => Number.isInteger(n), 'an integer'),
  { type: 'integer' },
);

/** The codec, or null. */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
