import { escapeHtml } from '../../../domain/shared/html.js';

/**
 * The bar that tells a preview link's reader the page is not published (issue 43: a preview
 * looked exactly like the site). A landmark of its own, in English whatever the page's language
 * (`lang`), mirrored by the page's `dir`; its checkbox hides it, with a click or Space, by CSS
 * alone (clients/pages/preview-notice.css): a theme page's policy lets no script run.
 */
const NOTICE =
  '<aside class="cs-preview-notice" aria-label="Preview notice" lang="en">' +
  '<input type="checkbox" id="cs-preview-hide" class="cs-preview-hide">' +
  '<div class="cs-preview-bar"><p>Preview of an unpublished draft</p><label for="cs-preview-hide">Hide this notice</label></div>' +
  '</aside>';

/** `html` with `head` after its opening `<head>` and the notice first in its `<body>` (or at the start when it has neither). */
export function withPreviewNotice(html: string, head: string, stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const withHead = insertAfter(html, /<head(\s[^>]*)?>/i, `${head}${links}`);
  return insertAfter(withHead, /<body(\s[^>]*)?>/i, NOTICE);
}

function insertAfter(html: string, tag: RegExp, inserted: string): string {
  const found = tag.exec(html);
  return found === null ? `${inserted}${html}` : `${html.slice(0, found.index + found[0].length)}${inserted}${html.slice(found.index + found[0].length)}`;
}
