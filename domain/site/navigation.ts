import * as t from 'io-ts';
import { SlugCodec } from '../pages/slug.js';
import { trimmedString } from '../shared/codecs.js';
import { withSchemaHint } from '../shared/schema-hints.js';

/** The two kinds of navigation a site has, each ordered per project and language. */
export type NavigationKind = 'sidebar_group' | 'header_nav_item';

const NAV_LABEL_MAX = 200;
export const SIDEBAR_ITEMS_MAX = 200;

export const NavLabel = trimmedString(NAV_LABEL_MAX);

const isWebUrl = (u: unknown): u is string => {
  if (typeof u !== 'string' || u.length > 2000) return false;
  try {
    const url = new URL(u);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http or https URL (a header link that leaves the site). */
export const WebUrl = withSchemaHint(
  new t.Type<string, string, unknown>('an http or https URL', isWebUrl, (u, c) => (isWebUrl(u) ? t.success(u) : t.failure(u, c)), t.identity),
  { type: 'string', format: 'uri' },
);

export const SidebarItemCodec = t.type({ slug: SlugCodec, label: NavLabel });
interface SidebarItem {
  readonly slug: string;
  readonly label: string;
}

/** What is stored of each kind besides id, language and position. */
export interface NavigationBodies {
  readonly sidebar_group: { readonly title: string; readonly items: readonly SidebarItem[] };
  readonly header_nav_item: { readonly label: string; readonly slug?: string; readonly url?: string };
}

/** One navigation entry as stored: ordered by `position` within its project, kind and language. */
export interface NavigationEntry<K extends NavigationKind = NavigationKind> {
  readonly id: string;
  readonly project_id: string;
  readonly kind: K;
  readonly language: string;
  readonly position: number;
  readonly body: NavigationBodies[K];
}

export interface SidebarGroup {
  readonly id: string;
  readonly language: string;
  readonly title: string;
  readonly position: number;
  readonly items: readonly SidebarItem[];
}

export type HeaderNavItem = {
  readonly id: string;
  readonly language: string;
  readonly label: string;
  readonly position: number;
} & ({ readonly slug: string } | { readonly url: string });

export const sidebarGroupOf = (entry: NavigationEntry<'sidebar_group'>): SidebarGroup => ({
  id: entry.id,
  language: entry.language,
  title: entry.body.title,
  position: entry.position,
  items: entry.body.items,
});

export const headerNavItemOf = (entry: NavigationEntry<'header_nav_item'>): HeaderNavItem => ({
  id: entry.id,
  language: entry.language,
  label: entry.body.label,
  position: entry.position,
  ...(entry.body.url !== undefined ? { url: entry.body.url } : { slug: entry.body.slug ?? '' }),
});

/** The page slugs an entry links to (a header item with a URL links to none). */
export function linkedSlugs(entry: NavigationEntry): string[] {
  if (entry.kind === 'sidebar_group') return (entry.body as NavigationBodies['sidebar_group']).items.map((item) => item.slug);
  const slug = (entry.body as NavigationBodies['header_nav_item']).slug;
  return slug === undefined ? [] : [slug];
}

/** Whether `ids` names exactly the `existing` entries, in some order; else what is wrong. */
export function orderMismatch(existing: readonly string[], ids: readonly string[]): { unknown: string[]; missing: string[] } | null {
  const known = new Set(existing);
  const named = new Set(ids);
  const unknown = ids.filter((id) => !known.has(id));
  const missing = existing.filter((id) => !named.has(id));
  return unknown.length === 0 && missing.length === 0 ? null : { unknown, missing };
}
