import MarkdownIt, { type Env, type RendererRule, type StateCore, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import footnote from 'markdown-it-footnote';
import taskLists from 'markdown-it-task-lists';
import { parseMediaFileName, type SrcsetCandidate } from '../../../domain/media/variants.js';
import { OffThreadHighlighter } from './theme/off-thread-highlighter.js';

/** Link schemes a rendered page may use; anything else (javascript:, data:, vbscript:, file:, ...) is refused. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether a link or image address is safe to render. A relative address has no scheme. Browsers
 * drop ASCII control characters and spaces inside a scheme (`java\tscript:`), so the scheme is
 * read with them removed.
 */
function isSafeLink(url: string): boolean {
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

export interface MarkdownOptions {
  readonly images?: MarkdownImages | undefined;
  /** The page's title, shown above the body: a body that starts with a level-one heading of the same text loses that heading. */
  readonly title?: string | undefined;
  /** Ids the page around the body uses: no heading takes one. */
  readonly reservedIds?: readonly string[];
  /** Words of the page's language. */
  readonly words?: { readonly footnotes: string; readonly backToText: string };
}

/** markdown-it's `env`, as this renderer fills it. */
interface RenderEnv extends Env {
  readonly images?: MarkdownImages | undefined;
  readonly title?: string | undefined;
  readonly words: NonNullable<MarkdownOptions['words']>;
  /** markdown-it-anchor keeps the ids it gave here; ids put here first are never given. */
  readonly markdownItAnchor: { readonly slugs: Record<string, true> };
  /** The highlighted lines of each fenced block that has them (the others stay plain). */
  highlighted?: ReadonlyMap<Token, string>;
}

/** How a heading's text is compared with the title: case, surrounding and repeated spaces aside. */
const sameHeadingText = (a: string, b: string): boolean => {
  const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  return normal(a) === normal(b);
};

/** A heading's text as a reader sees it (emphasis and code spans included, markup left out). */
const headingText = (inline: Token | undefined): string =>
  (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/** An id from a heading's text: lowercase letters and digits of any script, words joined by `-`. */
const slugify = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-') || 'section';

/**
 * Markdown to HTML for pages: raw HTML in the source is escaped (`html: false`), every link and
 * image address passes `isSafeLink` (markdown-it leaves a refused link as plain text). The
 * plugins emit only fixed markup of their own (no source text goes through unescaped).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isSafeLink;
markdown.use(footnote);
markdown.use(taskLists, { label: true });
// The title rule runs before the anchors, so a dropped heading takes no id.
markdown.core.ruler.after('inline', 'leading-title', (state: StateCore) => {
  const { title } = state.env as RenderEnv;
  const [open, inline] = state.tokens;
  if (title !== undefined && open?.type === 'heading_open' && open.tag === 'h1' && sameHeadingText(headingText(inline), title)) state.tokens.splice(0, 3);
});
markdown.use(anchor, { level: 1, slugify, permalink: anchor.permalink.headerLink({ safariReaderFix: true }) });

const rules = markdown.renderer.rules;

const renderImage = rules.image!;
/** An image of the project's media gets its responsive variants (`srcset`, `sizes`) and lazy loading. */
rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const images = (env as RenderEnv).images;
  const srcset = images && srcsetOf(String(token.attrGet('src') ?? ''), images);
  if (srcset !== undefined && srcset.length > 0) {
    // markdown-it escapes attribute values when it writes them.
    token.attrSet('srcset', srcset.map(({ url, width }) => `${url} ${width}w`).join(', '));
    token.attrSet('sizes', `(max-width: ${srcset[srcset.length - 1]!.width}px) 100vw, ${srcset[srcset.length - 1]!.width}px`);
    token.attrSet('loading', 'lazy');
  }
  token.attrSet('decoding', 'async');
  return renderImage(tokens, index, options, env, self);
};

function srcsetOf(src: string, images: MarkdownImages): readonly SrcsetCandidate[] | undefined {
  const prefix = `/media/${images.projectId}/`;
  const at = src.indexOf(prefix);
  if (at === -1) return undefined;
  const name = parseMediaFileName(src.slice(at + prefix.length).split(/[?#]/)[0]!);
  return name?.kind === 'image' ? images.srcsets[name.imageId] : undefined;
}

/** The language a fenced block's info string names first ('' for none, and for an indented block). */
const languageOf = (token: Token): string => (token.type === 'fence' ? (token.info.trim().split(/\s+/)[0] ?? '') : '');
const codeOf = (token: Token): string => token.content.replace(/\n$/, '');

/** Code, highlighted when its language is one Shiki knows (within the budget); always left to right, scrollable by keyboard. */
const code: RendererRule = (tokens, index, _options, env) => {
  const token = tokens[index]!;
  const language = languageOf(token);
  const body = (env as RenderEnv).highlighted?.get(token) ?? markdown.utils.escapeHtml(codeOf(token));
  const className = language === '' ? '' : ` class="language-${markdown.utils.escapeHtml(language)}"`;
  return `<pre class="code" dir="ltr" tabindex="0"><code${className}>${body}</code></pre>\n`;
};
rules.fence = code;
rules.code_block = code;

/** Wide tables scroll on their own; keyboard users reach the scroll with Tab. */
rules.table_open = () => '<div class="table-scroll" tabindex="0"><table>\n';
rules.table_close = () => '</table></div>\n';

/**
 * Column alignment as a class (the Content-Security-Policy allows no inline style), and as
 * logical sides: `:--` aligns a column to the start of the line, the right in Arabic or Hebrew.
 */
const ALIGN = { left: 'start', center: 'center', right: 'end' } as const;
const cell: RendererRule = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const align = /text-align:\s*(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1] as keyof typeof ALIGN | undefined;
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
  if (align !== undefined) token.attrJoin('class', `align-${ALIGN[align]}`);
  return self.renderToken(tokens, index, options);
};
rules.th_open = cell;
rules.td_open = cell;

rules.footnote_block_open = (_tokens, _index, _options, env) =>
  `<section class="footnotes" aria-labelledby="footnotes"><h2 class="visually-hidden" id="footnotes">${markdown.utils.escapeHtml((env as RenderEnv).words.footnotes)}</h2>\n<ol class="footnotes-list">\n`;
const backref = rules.footnote_anchor!;
rules.footnote_anchor = (tokens, index, options, env, self) =>
  backref(tokens, index, options, env, self).replace(
    'class="footnote-backref"',
    `class="footnote-backref" aria-label="${markdown.utils.escapeHtml((env as RenderEnv).words.backToText)}"`,
  );

/** The process's highlighting worker (started on the first page with code, then kept while in use). */
const highlighting = new OffThreadHighlighter();

const ENGLISH_WORDS = { footnotes: 'Footnotes', backToText: 'Back to the text' };

/**
 * Renders a page's markdown. Asynchronous because its code blocks are highlighted in a worker
 * thread (OffThreadHighlighter: nothing of it is loaded to serve pages); a block over the
 * highlighting's time or size budget, or one the worker could not highlight, stays plain
 * rather than failing the deploy or the preview.
 */
export async function renderMarkdown(source: string, options: MarkdownOptions = {}): Promise<string> {
  const env: RenderEnv = {
    images: options.images,
    title: options.title,
    words: options.words ?? ENGLISH_WORDS,
    markdownItAnchor: { slugs: Object.fromEntries(['footnotes', ...(options.reservedIds ?? [])].map((id) => [id, true as const])) },
  };
  const tokens = markdown.parse(source, env);
  const fences = tokens.filter((token) => languageOf(token) !== '');
  if (fences.length > 0) {
    const highlighted = await highlighting.highlight(fences.map((token) => ({ code: codeOf(token), language: languageOf(token) })));
    env.highlighted = new Map(fences.flatMap((token, i) => (highlighted[i] == null ? [] : [[token, highlighted[i]] as const])));
  }
  return markdown.renderer.render(tokens, markdown.options, env);
}
