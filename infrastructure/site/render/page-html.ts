import { englishLanguageName } from '../../../domain/translation/language-info.js';
import { indexPath, relativeHref, type NavLink, type PlannedLanguage, type PlannedPage, type SitePath, type SitePlan } from '../../../domain/site/site-plan.js';
import { escapeHtml } from '../../../domain/shared/html.js';
import { renderMarkdown, type MarkdownImages } from './markdown.js';

/** Bumped whenever the markup changes: pages rendered by an older version are not reused. */
export const RENDER_VERSION = 2;

const STYLE = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1f2328}a{color:#0969da}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:.75rem 1.5rem;border-bottom:1px solid #d0d7de}
header .site{font-weight:600;text-decoration:none;color:inherit}header ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
.layout{display:flex;gap:2rem;padding:1.5rem;max-width:72rem;margin:auto}aside{flex:0 0 14rem}aside h2{font-size:1rem;margin:1rem 0 .25rem}
aside ul{list-style:none;margin:0;padding:0}main{flex:1;min-width:0}pre{overflow:auto;background:#f6f8fa;padding:1rem}
nav.languages{margin-inline-start:auto}`;

const link = (from: SitePath, navLink: NavLink): string => {
  const href = 'url' in navLink.target ? navLink.target.url : relativeHref(from, navLink.target.path);
  const external = 'url' in navLink.target ? ' rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(href)}"${external}>${escapeHtml(navLink.label)}</a>`;
};

/** The header and sidebar of a language, as seen from `from`. */
function chrome(plan: SitePlan, language: PlannedLanguage, from: SitePath): { header: string; sidebar: string } {
  const header = language.header.map((item) => `<li>${link(from, item)}</li>`).join('');
  const languages = plan.languages
    .filter((l) => l.listed.length > 0 || l.language === language.language)
    .map(
      (l) =>
        `<li><a href="${escapeHtml(relativeHref(from, indexPath(l.language)))}" hreflang="${escapeHtml(l.language)}">${escapeHtml(englishLanguageName(l.language))}</a></li>`,
    )
    .join('');
  const groups = language.sidebar
    .map((group) => `<section><h2>${escapeHtml(group.title)}</h2><ul>${group.items.map((item) => `<li>${link(from, item)}</li>`).join('')}</ul></section>`)
    .join('');
  return {
    header:
      `<header><a class="site" href="${escapeHtml(relativeHref(from, indexPath(language.language)))}">${escapeHtml(plan.name)}</a>` +
      `<nav aria-label="Main"><ul>${header}</ul></nav>` +
      (plan.languages.length > 1 ? `<nav class="languages" aria-label="Languages"><ul>${languages}</ul></nav>` : '') +
      `</header>`,
    sidebar: groups === '' ? '' : `<aside><nav aria-label="Sidebar">${groups}</nav></aside>`,
  };
}

interface Document {
  readonly title: string;
  readonly description?: string | undefined;
  readonly alternates?: PlannedPage['alternates'];
  readonly main: string;
}

function document(plan: SitePlan, language: PlannedLanguage, from: SitePath, doc: Document): string {
  const { header, sidebar } = chrome(plan, language, from);
  const alternates = (doc.alternates ?? [])
    .map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.language)}" href="${escapeHtml(relativeHref(from, a.path))}">`)
    .join('');
  const description = doc.description ? `<meta name="description" content="${escapeHtml(doc.description)}">` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(language.language)}" dir="${language.dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${doc.title === plan.name ? '' : `${escapeHtml(doc.title)} · `}${escapeHtml(plan.name)}</title>` +
    `${description}${alternates}<style>${STYLE}</style></head><body>${header}<div class="layout">${sidebar}<main>${doc.main}</main></div></body></html>\n`
  );
}

const metadataText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A page's body: markdown rendered safely, custom HTML as uploaded, custom Astro as escaped source. */
function pageBody(planned: PlannedPage, images: MarkdownImages | undefined): string {
  const { page } = planned;
  if (page.doc_template_id === 'custom-html') return page.content;
  if (page.doc_template_id === 'custom-astro') return `<pre><code>${escapeHtml(page.content)}</code></pre>`;
  return renderMarkdown(page.content, images);
}

/** Whether a page is served as uploaded, without the site's header and sidebar (a custom HTML page that asks so). */
export const isBareCustomPage = (planned: PlannedPage): boolean =>
  planned.page.doc_template_id === 'custom-html' && planned.page.metadata.include_site_chrome !== true;

export function renderPage(plan: SitePlan, language: PlannedLanguage, planned: PlannedPage, images?: MarkdownImages): string {
  if (isBareCustomPage(planned)) return planned.page.content;
  const title = `<h1>${escapeHtml(planned.title)}</h1>`;
  return document(plan, language, planned.path, {
    title: planned.title,
    description: metadataText(planned.page.metadata.description),
    alternates: planned.alternates,
    main: `<article>${planned.page.doc_template_id === 'custom-html' ? '' : title}${pageBody(planned, images)}</article>`,
  });
}

/** A language's index (at `from`: its own folder, or the site's root): every public page of it. */
export function renderIndex(plan: SitePlan, language: PlannedLanguage, from: SitePath): string {
  const items = language.listed.map((p) => `<li><a href="${escapeHtml(relativeHref(from, p.path))}">${escapeHtml(p.title)}</a></li>`).join('');
  return document(plan, language, from, { title: plan.name, main: `<h1>${escapeHtml(plan.name)}</h1><ul class="pages">${items}</ul>` });
}

/** The root of a site without pages yet. */
export const renderEmptySite = (name: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(name)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(name)}</h1><p>No pages yet.</p></main></body></html>\n`;
