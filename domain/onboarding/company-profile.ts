import { canonicalLanguageTag } from '../shared/language-tag.js';
import { cleanList, cleanText } from './text.js';

/**
 * What the extraction learnt about the business, every value read from its own website
 * (grounded: nothing is guessed). Lists are empty and texts null when the site did not say.
 */
export interface CompanyProfile {
  readonly name: string | null;
  readonly summary: string | null;
  readonly industry: string | null;
  readonly products_services: readonly string[];
  readonly opening_hours: readonly string[];
  readonly service_area: string | null;
  /** Canonical BCP-47 tags of the languages the site is in. */
  readonly languages: readonly string[];
  readonly primary_language: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string | null;
  readonly social_links: readonly string[];
  /** The page the profile was read from (after redirects). */
  readonly source_url: string;
  readonly extracted_at: string;
}

export type ProfileDraft = { readonly [K in keyof CompanyProfile]?: unknown };

export const SUMMARY_MAX = 1000;
const TEXT_MAX = 300;
const LIST_ITEMS = 20;
const ITEM_MAX = 200;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

function languageList(value: unknown): string[] {
  const tags = asList(value).flatMap((raw) => {
    const tag = typeof raw === 'string' ? canonicalLanguageTag(raw.replace(/_/g, '-')) : null;
    return tag === null ? [] : [tag];
  });
  return cleanList(tags, LIST_ITEMS, 35);
}

/**
 * A profile from whatever an extractor produced: every text cleaned and bounded, lists
 * de-duplicated and capped, languages canonical BCP-47. An extractor cannot store junk.
 */
export function boundedProfile(draft: ProfileDraft, sourceUrl: string, now: Date): CompanyProfile {
  const languages = languageList(draft.languages);
  const primary = languageList(draft.primary_language)[0] ?? languages[0] ?? null;
  return {
    name: cleanText(draft.name, TEXT_MAX),
    summary: cleanText(draft.summary, SUMMARY_MAX),
    industry: cleanText(draft.industry, ITEM_MAX),
    products_services: cleanList(asList(draft.products_services), LIST_ITEMS, ITEM_MAX),
    opening_hours: cleanList(asList(draft.opening_hours), LIST_ITEMS, ITEM_MAX),
    service_area: cleanText(draft.service_area, TEXT_MAX),
    languages: primary !== null && !languages.includes(primary) ? [primary, ...languages].slice(0, LIST_ITEMS) : languages,
    primary_language: primary,
    phone: cleanText(draft.phone, 64),
    email: cleanText(draft.email, 254),
    address: cleanText(draft.address, TEXT_MAX),
    social_links: cleanList(asList(draft.social_links), LIST_ITEMS, 500),
    source_url: sourceUrl,
    extracted_at: now.toISOString(),
  };
}

/** True when the extraction found nothing worth keeping. */
export const isEmptyProfile = (p: CompanyProfile): boolean =>
  p.name === null &&
  p.summary === null &&
  p.industry === null &&
  p.products_services.length === 0 &&
  p.opening_hours.length === 0 &&
  p.service_area === null &&
  p.phone === null &&
  p.email === null &&
  p.address === null;
