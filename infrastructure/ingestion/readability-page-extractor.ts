import { gfm } from '@joplin/turndown-plugin-gfm';
import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import type { PageExtractor } from '../../application/ingestion/ports.js';
import type { ExtractedPage } from '../../domain/ingestion/proposal.js';
import { bodyText } from './body-text.js';
import { metaContent, parseDocument, shapeOf, type DomDocument } from './dom.js';
import { absolutizeArticle, baseUrlOf, removeNonContent } from './html-cleaning.js';

/**
 * The work readability may be given. It scores every element and walks up from each, several
 * passes: a second or more for tens of thousands of elements, and quadratic in nesting depth
 * (minutes for a few thousand nested `<div>`s). A page beyond either bound gets its body text.
 * Turndown recurses per level, so the depth bound also keeps its stack safe.
 */
const EXTRACTION_LIMITS = { maxElements: 25_000, maxDepth: 64 };

/** Markup of the article as readability gives it back (its own serialization). */
type ReadabilityArticle = NonNullable<ReturnType<Readability['parse']>>;

/**
 * The main content of a captured page, by Mozilla's Readability (Firefox's reader view) over
 * a linkedom DOM, as markdown by Turndown with the GFM plugin (tables kept). Each call parses
 * its own documents and keeps nothing. Synchronous CPU work: the service runs it in a worker
 * thread (WorkerPageExtractor); this class is what the worker runs.
 */
export class ReadabilityPageExtractor implements PageExtractor {
  private readonly turndown: TurndownService;

  constructor(private readonly limits = EXTRACTION_LIMITS) {
    this.turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
    this.turndown.use(gfm);
  }

  async extract(html: string, url: string): Promise<ExtractedPage | null> {
    return this.extractNow(html, url);
  }

  extractNow(html: string, url: string): ExtractedPage | null {
    try {
      return this.read(html, url);
    } catch {
      return null;
    }
  }

  private read(html: string, url: string): ExtractedPage {
    let document = parseDocument(html);
    // Markup without an <html> element (a fragment, plain text, nothing) does not parse to a
    // page: its first element stands as the root and <body> is empty. Parsed again as a body.
    if (document.documentElement?.tagName !== 'HTML') document = parseDocument(`<!doctype html><html><body>${html}</body></html>`);
    const language =
      (document.documentElement?.getAttribute('lang')?.trim() || metaContent(document, ['content-language', 'og:locale']))?.replace('_', '-') || null;
    const base = baseUrlOf(document, url);
    const heading = document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() || null;
    removeNonContent(document);
    const shape = shapeOf(document.documentElement);
    const article = shape.elements <= this.limits.maxElements && shape.depth <= this.limits.maxDepth ? this.readable(document) : null;
    const markdown = (article?.content ? this.markdownOf(article.content, base) : null) ?? this.bodyMarkdown(document);
    return {
      title: article?.title?.trim() || metaContent(document, ['og:title']) || document.title?.trim() || heading,
      description: (article ? article.excerpt?.trim() : null) || metaContent(document, ['description', 'og:description']) || null,
      language,
      markdown,
    };
  }

  /** Readability's article, or null when it finds none or fails on hostile markup. */
  private readable(document: DomDocument): ReadabilityArticle | null {
    try {
      // Readability changes the document it reads: it reads a copy, the fallback keeps the page.
      const article = new Readability(document.cloneNode(true) as never).parse();
      return article?.textContent?.trim() ? article : null;
    } catch {
      return null;
    }
  }

  private markdownOf(articleHtml: string, base: URL): string | null {
    try {
      const article = parseDocument(`<!doctype html><html><body>${articleHtml}</body></html>`);
      absolutizeArticle(article, base);
      const markdown = this.turndown.turndown(article.body?.innerHTML ?? '');
      return markdown.replace(/\n{3,}/g, '\n\n').trim() || null;
    } catch {
      return null;
    }
  }

  /** The page's visible text as markdown paragraphs (markdown characters escaped: it is text). */
  private bodyMarkdown(document: DomDocument): string {
    return bodyText(document.body)
      .map((line) => this.turndown.escape(line))
      .join('\n\n');
  }
}
