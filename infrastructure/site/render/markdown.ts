import MarkdownIt from 'markdown-it';
import { parseMediaFileName, type SrcsetCandidate } from '../../../domain/media/variants.js';

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

/** What a page's markdown is rendered with: the project, and the srcset of its images by id. */
export interface MarkdownImages {
  readonly projectId: string;
  readonly srcsets: Readonly<Record<string, readonly SrcsetCandidate[]>>;
}

/**
 * Markdown to HTML for pages: raw HTML in the source is escaped (`html: false`), every link and
 * image address passes `isSafeLink` (markdown-it leaves a refused link as plain text).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isSafeLink;

const renderImage = markdown.renderer.rules.image!;
/** An image of the project's media gets its responsive variants (`srcset`, `sizes`) and lazy loading. */
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const images = (env as { images?: MarkdownImages } | undefined)?.images;
  const srcset = images && srcsetOf(String(token.attrGet('src') ?? ''), images);
  if (srcset !== undefined && srcset.length > 0) {
    // markdown-it escapes attribute values when it writes them.
    token.attrSet('srcset', srcset.map(({ url, width }) => `${url} ${width}w`).join(', '));
    token.attrSet('sizes', `(max-width: ${srcset[srcset.length - 1]!.width}px) 100vw, ${srcset[srcset.length - 1]!.width}px`);
    token.attrSet('loading', 'lazy');
  }
  return renderImage(tokens, index, options, env, self);
};

function srcsetOf(src: string, images: MarkdownImages): readonly SrcsetCandidate[] | undefined {
  const prefix = `/media/${images.projectId}/`;
  const at = src.indexOf(prefix);
  if (at === -1) return undefined;
  const name = parseMediaFileName(src.slice(at + prefix.length).split(/[?#]/)[0]!);
  return name?.kind === 'image' ? images.srcsets[name.imageId] : undefined;
}

export const renderMarkdown = (source: string, images?: MarkdownImages): string => markdown.render(source, { images });
