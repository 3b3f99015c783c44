import { escapeHtml } from '../../../domain/shared/html.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { pagePath, pageTitle, type PlannedLanguage, type PlannedPage } from '../../../domain/site/site-plan.js';
import { textDirection } from '../../../domain/translation/language-info.js';
import { isBareCustomPage, MAIN_ID, pageMain } from './page-html.js';

/**
 * Edit Mode's preview of a page: its main content exactly as its deployed page renders it
 * (pageMain: the same markdown renderer, escaping, title rule and code highlighting), in the
 * theme's layout under the site's stylesheet. The site's header, navigation and footer are
 * left out: they do not change with the page. A custom HTML page without the site's chrome is
 * its own document, as deployed. Image `srcset`s, which a deploy adds as it resizes the images,
 * are left out too: the same image shows, at its full size.
 */
export async function renderPreview(page: PageDocument, stylesheetHref: string): Promise<string> {
  const planned: PlannedPage = { page, path: pagePath(page.language, page.slug), title: pageTitle(page), alternates: [] };
  if (isBareCustomPage(planned)) return page.content;
  const dir = textDirection(page.language);
  const language: PlannedLanguage = { language: page.language, dir, pages: [planned], listed: [], header: [], sidebar: [] };
  const main = await pageMain(planned, language, undefined);
  return (
    `<!doctype html><html lang="${escapeHtml(page.language)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(planned.title)}</title><link rel="stylesheet" href="${escapeHtml(stylesheetHref)}"></head>` +
    `<body><div class="layout"><main id="${MAIN_ID}" tabindex="-1">${main}</main></div></body></html>\n`
  );
}
