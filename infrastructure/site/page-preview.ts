import { createHash } from 'node:crypto';
import type { PagePreview, PreviewLook, PreviewPage, PreviewStylesheet } from '../../application/drafts/ports.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { renderPreview } from './render/preview.js';
import { codePalette } from './render/theme/highlight.js';
import { initialKey, initialOfKey, siteIcon } from './render/theme/site-icon.js';
import { siteStylesheet, type Stylesheet } from './render/theme/stylesheet.js';

/** Stylesheets kept in memory (one per accent colour asked for); the oldest goes first. */
const KEPT_STYLESHEETS = 64;

/** `<accent or default>.<hash>.css`: the accent names the stylesheet, the hash its content. */
const FILE_NAME = /^(default|[0-9a-f]{6})\.([0-9a-f]{12})\.css$/;

/** `<accent or default>.<letter's code point or none>.svg`: all the icon is made from. */
const ICON_NAME = /^(default|[0-9a-f]{6})\.([0-9a-f]{1,6}|none)\.svg$/;

const hashOf = (sheet: Stylesheet): string => /site\.([0-9a-f]+)\.css$/.exec(sheet.path)![1]!;

/**
 * Edit Mode's preview with the site's own renderer (render/preview.ts). Its documents link the
 * theme's stylesheet of the project's accent colour at `stylesheetBase` + a name holding the
 * stylesheet's hash, so a browser keeps it until the theme changes.
 */
export class SitePagePreview implements PagePreview {
  private readonly sheets = new Map<string, Promise<Stylesheet>>();

  constructor(private readonly stylesheetBase: string) {}

  async render(page: PreviewPage, look: PreviewLook): Promise<string> {
    const key = look.accentColor === null ? 'default' : look.accentColor.slice(1).toLowerCase();
    const sheet = await this.sheet(key);
    const document: PageDocument = {
      // Never stored nor shown: the renderer reads the page's slug, language, template, metadata and content.
      id: 'preview',
      project_id: '',
      visibility: 'public',
      revision: 0,
      translation_of: null,
      created_at: '',
      updated_at: '',
      slug: page.slug,
      language: page.language,
      doc_template_id: page.doc_template_id,
      metadata: page.metadata,
      content: page.content,
    };
    const icon = `${this.stylesheetBase}icons/${key}.${initialKey(look.name)}.svg`;
    return renderPreview(document, look, `${this.stylesheetBase}${key}.${hashOf(sheet)}.css`, icon);
  }

  async stylesheet(fileName: string): Promise<PreviewStylesheet | null> {
    const match = FILE_NAME.exec(fileName);
    if (match === null) return null;
    const sheet = await this.sheet(match[1]!);
    const hash = hashOf(sheet);
    return { css: sheet.css, etag: `"${createHash('sha256').update(sheet.css).digest('base64url').slice(0, 27)}"`, current: hash === match[2] };
  }

  icon(fileName: string): Promise<{ svg: string; etag: string } | null> {
    const match = ICON_NAME.exec(fileName);
    const letter = match === null ? undefined : initialOfKey(match[2]!);
    if (match === null || letter === undefined) return Promise.resolve(null);
    const { svg } = siteIcon({ accentColor: match[1] === 'default' ? null : `#${match[1]}`, siteName: letter ?? '' });
    return Promise.resolve({ svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` });
  }

  private sheet(key: string): Promise<Stylesheet> {
    let sheet = this.sheets.get(key);
    if (sheet === undefined) {
      sheet = codePalette().then((palette) => siteStylesheet({ accentColor: key === 'default' ? null : `#${key}`, palette }));
      // A failed load is tried again next time rather than kept.
      sheet.catch(() => this.sheets.delete(key));
      if (this.sheets.size >= KEPT_STYLESHEETS) this.sheets.delete(this.sheets.keys().next().value!);
      this.sheets.set(key, sheet);
    }
    return sheet;
  }
}
