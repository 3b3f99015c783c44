import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../shared/errors.js';
import { isIsoDate, isIsoInstant } from '../shared/iso-time.js';
import type { MetadataPatch } from '../pages/metadata.js';
import type { DocTemplate, TemplateField } from './template.js';

/** The most metadata a page holds, in characters of JSON: what one request body (1 MB) can carry. */
const METADATA_MAX = 1024 * 1024;

/** An http(s) URL, or a path of the site (starting with one `/`). */
export function isLink(value: string): boolean {
  // Site-relative paths are links too: templates point at the project's own pages and images.
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a field's value must be, worded to follow "metadata.<key> must be". */
function expectation(field: TemplateField): { readonly accepts: (value: unknown) => boolean; readonly wording: string } {
  // An empty string is an empty form input: accepted for every string field, so autosave of a
  // half-filled form works (required fields are checked at publish).
  const str = (check: (s: string) => boolean) => (v: unknown) => typeof v === 'string' && (v === '' || check(v));
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
      return { accepts: str(() => true), wording: 'a string' };
    case 'select':
      return { accepts: str((s) => (field.options ?? []).includes(s)), wording: `one of ${(field.options ?? []).join(', ')}` };
    case 'boolean':
      return { accepts: (v) => typeof v === 'boolean', wording: 'a boolean' };
    case 'date':
      return {
        accepts: str((s) => isIsoDate(s) || isIsoInstant(s)),
        wording: 'a date (YYYY-MM-DD or an ISO 8601 time)',
      };
    case 'url':
    case 'image':
      return { accepts: str(isLink), wording: 'an http(s) URL or a path starting with /' };
    case 'tags':
      return { accepts: (v) => Array.isArray(v) && v.every((tag) => typeof tag === 'string'), wording: 'an array of strings' };
  }
}

/**
 * Checks a metadata change against its template: every key must be a field of the template and
 * every value of the field's type, the whole at most METADATA_MAX characters as JSON. A key sent as `null` removes the key, so it is always
 * accepted (even one the template no longer has: that is how stale keys are cleaned up).
 * Required fields are not checked here: that happens at publish.
 */
export function checkMetadata(template: DocTemplate, patch: MetadataPatch): E.Either<AppError, void> {
  if (JSON.stringify(patch).length > METADATA_MAX) return E.left(invalid(`metadata must be at most ${METADATA_MAX} characters as JSON`));
  const fields = new Map(template.fields.map((f) => [f.key, f]));
  const unknown: string[] = [];
  const wrong: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) continue;
    const field = fields.get(key);
    if (field === undefined) {
      unknown.push(key);
      continue;
    }
    const { accepts, wording } = expectation(field);
    if (!accepts(value)) wrong.push(`metadata.${key} must be ${wording}`);
  }
  const messages = [...(unknown.length > 0 ? [`metadata has keys that template ${template.id} does not define: ${unknown.join(', ')}`] : []), ...wrong];
  return messages.length === 0 ? E.right(undefined) : E.left(invalid(messages.join('; ')));
}
