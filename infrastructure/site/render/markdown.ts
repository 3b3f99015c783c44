import MarkdownIt from 'markdown-it';

/** Link schemes a rendered page may use; anything else (javascript:, data:, vbscript:, file:, ...) is refused. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether a link or image address is safe to render. A relative address has no scheme. Browsers
 * drop ASCII control characters and spaces inside a scheme (`java\tscript:`), so the scheme is
 * read with them removed.
 */
export function isSafeLink(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme === null || SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

/**
 * Markdown to HTML for pages: raw HTML in the source is escaped (`html: false`), every link and
 * image address passes `isSafeLink` (markdown-it leaves a refused link as plain text).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isSafeLink;

export const renderMarkdown = (source: string): string => markdown.render(source);
