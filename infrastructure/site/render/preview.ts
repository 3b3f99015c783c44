import { escapeHtml } from '../../../domain/shared/html.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { emptyLanguage, headerLinks, plannedPage, type PlannedLanguage } from '../../../domain/site/site-plan.js';
import type { PreviewLook } from '../../../application/drafts/ports.js';
import { renderHeader } from './chrome.js';
import { relativeTo } from './look.js';
import { isBareCustomPage, MAIN_ID, pageMain } from './page-html.js';

/**
 * Edit Mode's preview of a page: its main content exactly as its deployed page renders it
 * (pageMain: the same layout, markdown renderer, escaping, title rule and code highlighting),
 * under the site's header (its name and the language's header links, with the page itself
 * when it asks to be there), in the theme's layout under the site's stylesheet. The sidebar
 * and footer are left out: they do not change with the page. A custom HTML page without the
 * site's chrome is its own document, as deployed. Image `srcset`s, which a deploy adds as it
 * resizes the images, are left out too: the same image shows, at its full size.
 */
export async function renderPreview(page: PageDocument, site: Omit<PreviewLook, 'accentColor'>, stylesheetHref: string, iconHref?: string): Promise<string> {
  const planned = plannedPage(page, { [page.doc_template_id]: site.layout });
  if (isBareCustomPage(planned)) return page.content;
  const language: PlannedLanguage = { ...emptyLanguage(page.language), pages: [planned], header: headerLinks(site.header, [planned]), contact: site.contact };
  const address = relativeTo(planned.path);
  const main = await pageMain(planned, language, address, undefined);
  // What lists and search engines show of it: not on the page, but the editor may check it here.
  const text = page.metadata.description;
  const description = typeof text === 'string' && text.trim() !== '' ? `<meta name="description" content="${escapeHtml(text)}">` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(page.language)}" dir="${language.dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(planned.title)}</title>${description}<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">` +
    // The icon made from the accent colour (a chosen icon or logo shows from the deploy on).
    (iconHref === undefined ? '' : `<link rel="icon" href="${escapeHtml(iconHref)}" type="image/svg+xml">`) +
    `</head>` +
    `<body>${renderHeader(site, language, address, { logo: null, agent: null })}` +
    `<div class="layout"><main id="${MAIN_ID}" tabindex="-1">${main}</main></div></body></html>\n`
  );
}
