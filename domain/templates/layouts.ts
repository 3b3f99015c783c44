import { imagesShownIn, projectImageId } from '../media/variants.js';
import type { Metadata } from '../pages/metadata.js';
import { builtInTemplate } from './built-in.js';
import { isIsoDate, isIsoInstant } from '../shared/iso-time.js';
import { isLink } from './check-metadata.js';
import { detailFields, isSiteImage, shownOnPage, type DetailField } from './page-details.js';
import { SiteLayout, type DocTemplate } from './template.js';

export { isSiteImage };

/** The layout of a project template that names none. */
export const DEFAULT_LAYOUT: SiteLayout = 'page';

/** How a template's pages render on the site: its layout, and which of its fields the layout shows. */
export interface TemplateLayout {
  readonly layout: SiteLayout;
  /** Keys of the template's fields that have the key and type of one of the layout's own: they render as the layout's. */
  readonly fields: readonly string[];
  /** The template's other fields shown on the page: its "Details" section, in the template's order. */
  readonly details: readonly DetailField[];
}

/**
 * A built-in layout template is its own layout; a project template's is the one it extends. A
 * field hidden from the page (`show_on_page: false`) is neither placed by the layout nor detailed.
 */
export function templateLayout(template: DocTemplate): TemplateLayout {
  const layout = template.extends ?? (SiteLayout.is(template.id) ? template.id : DEFAULT_LAYOUT);
  const own = builtInTemplate(layout)?.fields ?? [];
  const layoutKeys = template.fields.filter((f) => own.some((l) => l.key === f.key && l.type === f.type)).map((f) => f.key);
  const shown = new Set(template.fields.filter(shownOnPage).map((f) => f.key));
  // Built-in templates (no `extends`) have no details: a layout's fields are all its own, and an uploaded page's are settings.
  const details = template.extends === undefined ? [] : detailFields(template.fields, layoutKeys);
  return { layout, fields: layoutKeys.filter((key) => shown.has(key)), details };
}

/**
 * The layout of a page's template: the project templates' from `layouts` (by id), a built-in
 * one's own, and the plain page for a template that is gone.
 */
export function layoutFor(layouts: Readonly<Record<string, TemplateLayout>>, templateId: string): TemplateLayout {
  const known = layouts[templateId];
  if (known !== undefined) return known;
  const builtIn = builtInTemplate(templateId);
  return builtIn === undefined ? { layout: DEFAULT_LAYOUT, fields: [], details: [] } : templateLayout(builtIn);
}

const LANDING_ARRANGEMENTS = ['centered', 'split', 'minimal'] as const;
type LandingArrangement = (typeof LANDING_ARRANGEMENTS)[number];

/** What a page's layout shows of its metadata: only values of fields the layout renders, each safe to render. */
export type PageFields =
  | { readonly layout: 'page'; readonly heroImage?: string; readonly showInNavigation: boolean }
  | {
      readonly layout: 'landing';
      readonly headline?: string;
      readonly subheadline?: string;
      readonly heroImage?: string;
      /** Shown when both the label and the link are set. */
      readonly cta?: { readonly label: string; readonly url: string };
      readonly arrangement: LandingArrangement;
    }
  | {
      readonly layout: 'article';
      readonly author?: string;
      /** As written (a date, or an ISO 8601 time); `day` is its calendar date, `YYYY-MM-DD`. */
      readonly published?: { readonly value: string; readonly day: string };
      readonly coverImage?: string;
      /** Markdown. */
      readonly summary?: string;
      readonly tags: readonly string[];
    }
  | { readonly layout: 'faq'; readonly category?: string; readonly showContactLink: boolean };

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The calendar date of a date or ISO 8601 time, as written (its own offset, not UTC's). */
function publicationDay(value: string | undefined): { value: string; day: string } | undefined {
  if (value === undefined || !(isIsoDate(value) || isIsoInstant(value))) return undefined;
  return { value, day: value.slice(0, 10) };
}

/** The values of `metadata` the page's layout shows, read as the layout shows them (see PageFields). */
export function pageFields(layout: TemplateLayout, metadata: Metadata): PageFields {
  const shown = new Set(layout.fields);
  const text = (key: string) => (shown.has(key) ? nonEmpty(metadata[key]) : undefined);
  const flag = (key: string) => shown.has(key) && metadata[key] === true;
  const image = (key: string) => {
    const value = text(key);
    return value !== undefined && isSiteImage(value) ? value : undefined;
  };
  const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }));
  switch (layout.layout) {
    case 'page':
      return { layout: 'page', ...optional('heroImage', image('hero_image')), showInNavigation: flag('show_in_navigation') };
    case 'landing': {
      const [label, url] = [text('cta_label'), text('cta_url')];
      const arrangement = LANDING_ARRANGEMENTS.find((a) => a === text('layout')) ?? 'centered';
      return {
        layout: 'landing',
        ...optional('headline', text('headline')),
        ...optional('subheadline', text('subheadline')),
        ...optional('heroImage', image('hero_image')),
        ...optional('cta', label !== undefined && url !== undefined && isLink(url) ? { label, url } : undefined),
        arrangement,
      };
    }
    case 'article': {
      const tags = shown.has('tags') && Array.isArray(metadata.tags) ? metadata.tags.map(nonEmpty).filter((t) => t !== undefined) : [];
      return {
        layout: 'article',
        ...optional('author', text('author')),
        ...optional('published', publicationDay(text('published_on'))),
        ...optional('coverImage', image('cover_image')),
        ...optional('summary', text('summary')),
        tags: [...new Set(tags)],
      };
    }
    case 'faq':
      return { layout: 'faq', ...optional('category', text('category')), showContactLink: flag('show_contact_link') };
  }
}

/** The ids of the project's images a page shows: in its body, and in its layout's image fields and summary. */
export function imagesOfPage(projectId: string, content: string, fields: PageFields): string[] {
  const fromFields = [
    ...('heroImage' in fields && fields.heroImage !== undefined ? [fields.heroImage] : []),
    ...(fields.layout === 'article' && fields.coverImage !== undefined ? [fields.coverImage] : []),
  ].flatMap((url) => projectImageId(projectId, url) ?? []);
  const summary = fields.layout === 'article' && fields.summary !== undefined ? imagesShownIn(projectId, fields.summary) : [];
  return [...new Set([...imagesShownIn(projectId, content), ...fromFields, ...summary])];
}
