import { projectImageId } from '../../../domain/media/variants.js';
import { memoize } from '../../../domain/shared/memo.js';
import { escapeHtml } from '../../../domain/shared/html.js';
import type { PlannedLanguage, PlannedPage, SitePath } from '../../../domain/site/site-plan.js';
import type { PageFields } from '../../../domain/templates/layouts.js';
import type { PageDetail } from '../../../domain/templates/page-details.js';
import type { Address } from './look.js';
import { renderMarkdown, type MarkdownImages, type MarkdownOptions } from './markdown.js';
import { themeStrings, type ThemeStrings } from './theme/strings.js';

/**
 * The built-in layouts of the theme (domain/templates/layouts.ts says which fields each shows):
 * what a markdown page's `<article>` holds around its body. Fixed markup and classes only (the
 * theme's policy allows no inline style); every value of the metadata is escaped, images are
 * the project's (`/media/...`) or http(s) only, and the summary is markdown rendered as safely
 * as the body.
 */

/** Where the page is shown and what its layout links to. */
export interface LayoutContext {
  /** Links from the page's own address (its path, or its language's index for a home page). */
  readonly address: Address;
  readonly images: MarkdownImages | undefined;
  /** Ids the page around the article uses: no heading takes one. */
  readonly reservedIds: readonly string[];
}

/**
 * The `<img>` of an image field, with its `srcset` when the deploy made one: decorative in a
 * layout's place (the title and text say what the page is) unless given `alt`.
 */
function fieldImage(url: string, className: string, images: MarkdownImages | undefined, alt = ''): string {
  const srcset = images === undefined ? undefined : projectSrcset(url, images);
  const responsive =
    srcset === undefined || srcset.length === 0
      ? ''
      : ` srcset="${escapeHtml(srcset.map((c) => `${c.url} ${c.width}w`).join(', '))}" sizes="(max-width: 70rem) 100vw, 70rem"`;
  return `<img class="${className}" src="${escapeHtml(url)}"${responsive} alt="${escapeHtml(alt)}" decoding="async">`;
}

function projectSrcset(url: string, images: MarkdownImages) {
  const id = url.startsWith('/media/') ? projectImageId(images.projectId, url) : null;
  return id === null ? undefined : images.srcsets[id];
}

/** A link of a layout: a path of the site (`/en/pricing/`) relative to where the page is, a project file or URL as it is. */
function layoutHref(url: string, address: Address): string {
  if (url.startsWith('/') && !url.startsWith('/media/')) return address.href(url.slice(1) as SitePath);
  return url;
}

/** A calendar date (`YYYY-MM-DD`) as the language writes it, e.g. "1 May 2026", "١ مايو ٢٠٢٦". */
const dateFormat = memoize((language: string): Intl.DateTimeFormat => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
  }
});
const formatDay = (day: string, language: string): string => dateFormat(language).format(new Date(`${day}T00:00:00Z`));

const markdownWords = (words: ThemeStrings): MarkdownOptions['words'] => ({ footnotes: words.footnotes, backToText: words.backToText });

/** Ids a rendered fragment gave its headings: the body after it must not take them again. */
const idsIn = (html: string): string[] => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);

/**
 * A markdown page's `<article>`: its layout's heading and fields, then the body. The body drops a
 * leading level-one heading equal to the page's heading (the headline of a landing page, else
 * the title), as it does for every page.
 */
export async function layoutArticle(planned: PlannedPage, language: PlannedLanguage, context: LayoutContext): Promise<string> {
  const words = themeStrings(language.language);
  const fields = planned.fields;
  const heading = fields.layout === 'landing' && fields.headline !== undefined ? fields.headline : planned.title;
  const options = { images: context.images, words: markdownWords(words) };
  const top = await layoutTop(planned, fields, heading, language, context);
  const body = await renderMarkdown(planned.page.content, { ...options, title: heading, reservedIds: [...context.reservedIds, ...idsIn(top)] });
  const details = pageDetailsSection(planned, language.language, context);
  return `<article>${top}${body}${details}${layoutEnd(fields, language, context, words)}</article>`;
}

/** What comes before the body: the page's heading and the fields its layout shows at the top. */
async function layoutTop(planned: PlannedPage, fields: PageFields, heading: string, language: PlannedLanguage, context: LayoutContext): Promise<string> {
  const h1 = `<h1>${escapeHtml(heading)}</h1>`;
  switch (fields.layout) {
    case 'page':
      return h1 + (fields.heroImage === undefined ? '' : fieldImage(fields.heroImage, 'hero-image', context.images));
    case 'landing': {
      const lead = fields.subheadline === undefined ? '' : `<p class="hero-lead">${escapeHtml(fields.subheadline)}</p>`;
      const action =
        fields.cta === undefined
          ? ''
          : `<p class="hero-action"><a class="button" href="${escapeHtml(layoutHref(fields.cta.url, context.address))}">${escapeHtml(fields.cta.label)}</a></p>`;
      const image = fields.heroImage === undefined ? '' : fieldImage(fields.heroImage, 'hero-image', context.images);
      return `<header class="hero hero-${fields.arrangement}"><div class="hero-text">${h1}${lead}${action}</div>${image}</header>`;
    }
    case 'article': {
      const words = themeStrings(language.language);
      const author = fields.author === undefined ? '' : `<span class="author">${escapeHtml(words.byAuthor.split('{author}').join(fields.author))}</span>`;
      const date =
        fields.published === undefined
          ? ''
          : `<time datetime="${escapeHtml(fields.published.value)}">${escapeHtml(formatDay(fields.published.day, language.language))}</time>`;
      const byline = author === '' && date === '' ? '' : `<p class="byline">${author}${date}</p>`;
      const cover = fields.coverImage === undefined ? '' : fieldImage(fields.coverImage, 'hero-image', context.images);
      const summary =
        fields.summary === undefined
          ? ''
          : `<div class="summary">${await renderMarkdown(fields.summary, { images: context.images, words: markdownWords(words), reservedIds: context.reservedIds })}</div>`;
      return `<header class="article-header">${h1}${byline}${cover}${summary}</header>`;
    }
    case 'faq':
      return fields.category === undefined ? h1 : `<p class="eyebrow">${escapeHtml(fields.category)}</p>${h1}`;
  }
}

/** What comes after the body: an article's tags, an FAQ's contact link. */
function layoutEnd(fields: PageFields, language: PlannedLanguage, context: LayoutContext, words: ThemeStrings): string {
  if (fields.layout === 'article' && fields.tags.length > 0) {
    return `<footer class="article-footer"><ul class="tags" aria-label="${escapeHtml(words.tags)}">${fields.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul></footer>`;
  }
  if (fields.layout === 'faq' && fields.showContactLink && language.contact !== null) {
    return (
      `<div class="contact-prompt"><p>${escapeHtml(words.contactPrompt)} ` +
      `<a href="${escapeHtml(context.address.href(language.contact))}">${escapeHtml(words.contactLink)}</a></p></div>`
    );
  }
  return '';
}

/**
 * The page's "Details": its template's fields the layout does not place, as a labelled list,
 * each value by its kind (domain/templates/page-details.ts keeps only safe links and images).
 * No heading id: the body's headings keep theirs.
 */
function pageDetailsSection(planned: PlannedPage, language: string, context: LayoutContext): string {
  if (planned.details.length === 0) return '';
  const words = themeStrings(language);
  const rows = planned.details.map(
    (detail) => `<div><dt>${escapeHtml(detail.label)}</dt><dd>${detailValue(detail, planned, language, context, words)}</dd></div>`,
  );
  return `<section class="page-details" aria-label="${escapeHtml(words.details)}"><h2>${escapeHtml(words.details)}</h2><dl>${rows.join('')}</dl></section>`;
}

function detailValue(detail: PageDetail, planned: PlannedPage, language: string, context: LayoutContext, words: ThemeStrings): string {
  switch (detail.kind) {
    case 'text':
      return escapeHtml(detail.text);
    case 'list':
      return `<ul>${detail.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'link':
      return `<a href="${escapeHtml(layoutHref(detail.url, context.address))}">${escapeHtml(detail.url)}</a>`;
    case 'image':
      // The page's title describes the picture better than the field's label, which the row already shows.
      return fieldImage(detail.url, 'detail-image', context.images, planned.title);
    case 'date':
      return `<time datetime="${escapeHtml(detail.value)}">${escapeHtml(formatDay(detail.day, language))}</time>`;
    case 'yes_no':
      return escapeHtml(detail.yes ? words.yes : words.no);
  }
}
