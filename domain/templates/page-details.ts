import type { Metadata } from '../pages/metadata.js';
import { isIsoDate, isIsoInstant } from '../shared/iso-time.js';
import { isLink } from './check-metadata.js';
import type { FieldType, TemplateField } from './template.js';

/**
 * A template field the page's layout does not place itself: shown in the page's labelled
 * "Details" section, by its type.
 */
export interface DetailField {
  readonly key: string;
  readonly label: string;
  readonly type: FieldType;
}

/** Whether the published page shows a field at all (`show_on_page: false` hides it; shown by default). */
export const shownOnPage = (field: TemplateField): boolean => field.show_on_page !== false;

/**
 * The fields of a template that go into the details section: those shown on the page, except
 * the title and description (the page's heading and its summary in lists) and `layoutKeys`, the
 * ones its layout renders in place.
 */
export function detailFields(fields: readonly TemplateField[], layoutKeys: readonly string[]): DetailField[] {
  const placed = new Set(['title', 'description', ...layoutKeys]);
  return fields.filter((f) => shownOnPage(f) && !placed.has(f.key)).map(({ key, label, type }) => ({ key, label, type }));
}

/** One value of the details section, read as its kind is shown; every string is the page's own text, escaped when rendered. */
export type PageDetail =
  | { readonly kind: 'text'; readonly label: string; readonly text: string }
  | { readonly kind: 'list'; readonly label: string; readonly items: readonly string[] }
  | { readonly kind: 'link'; readonly label: string; readonly url: string }
  | { readonly kind: 'image'; readonly label: string; readonly url: string }
  /** `day`: the calendar date (`YYYY-MM-DD`) of `value`, a date or an ISO 8601 time as written. */
  | { readonly kind: 'date'; readonly label: string; readonly value: string; readonly day: string }
  | { readonly kind: 'yes_no'; readonly label: string; readonly yes: boolean };

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** An image address a page may show: the project's library (`/media/...`) or http(s); never `javascript:` or `data:`. */
export function isSiteImage(value: string): boolean {
  if (value.startsWith('/media/')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The value of one field as the details section shows it; undefined when empty or not of its type (nothing unsafe is kept). */
function detailOf(field: DetailField, value: unknown): PageDetail | undefined {
  const { label } = field;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'select': {
      const text = nonEmpty(value);
      return text === undefined ? undefined : { kind: 'text', label, text };
    }
    case 'tags': {
      const items = Array.isArray(value) ? value.map(nonEmpty).filter((item) => item !== undefined) : [];
      return items.length === 0 ? undefined : { kind: 'list', label, items };
    }
    case 'url': {
      const url = nonEmpty(value);
      // A backslash is refused: browsers read `/\\host` as `//host`, another site.
      return url === undefined || !isLink(url) || url.includes('\\') ? undefined : { kind: 'link', label, url };
    }
    case 'image': {
      const url = nonEmpty(value);
      return url === undefined || !isSiteImage(url) ? undefined : { kind: 'image', label, url };
    }
    case 'date': {
      const text = nonEmpty(value);
      return text === undefined || !(isIsoDate(text) || isIsoInstant(text)) ? undefined : { kind: 'date', label, value: text, day: text.slice(0, 10) };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { kind: 'yes_no', label, yes: value } : undefined;
  }
}

/** What a page's details section shows: its detail fields that `metadata` sets, in the template's order. */
export const pageDetails = (fields: readonly DetailField[], metadata: Metadata): PageDetail[] =>
  fields.flatMap((field) => detailOf(field, metadata[field.key]) ?? []);
