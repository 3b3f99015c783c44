import { escapeHtml } from '../../../domain/shared/html.js';
import { emptyLanguage, indexPath, type PlannedLanguage, type PlannedPage, type SitePath, type SitePlan } from '../../../domain/site/site-plan.js';
import { agentOnEveryPage, agentOnHomePage, agentPageText, agentRoot, agentScript } from './agent.js';
import { renderFooter, renderHeader, renderSidebar, sidebarGroupId } from './chrome.js';
import { fallbackNote, switcherTargets, type SwitcherTarget } from './fallback.js';
import { renderHead, type PageHead } from './head.js';
import { layoutArticle } from './layouts.js';
import { metadataText, pageLists } from './page-lists.js';
import { fromSiteRoot, relativeTo, type Address, type SiteLook } from './look.js';
import type { MarkdownImages } from './markdown.js';
import { themeStrings } from './theme/strings.js';
import { textDirection } from '../../../domain/translation/language-info.js';

/** Bumped whenever the markup changes: pages rendered by an older version are not reused. */
export const RENDER_VERSION = 7;

/** Ids of the page around a body: the body's headings never take them. */
export const MAIN_ID = 'main';

interface Body {
  readonly head: PageHead;
  /** A page's: where each language has it (switcherTargets); none for an index, whose switcher leads to each language's index. */
  readonly languageTargets?: ReadonlyMap<string, SwitcherTarget>;
  readonly main: string;
  /** The main content holds the live agent's element (its home or own page): the page loads its launcher. */
  readonly agentInMain?: boolean;
}

/**
 * A page of the theme: skip link, header, sidebar, the main content, footer, and the live
 * agent where the placement puts it: its floating element last in the body (widget, modal),
 * and its launcher script wherever the page holds the agent.
 */
function themedDocument(plan: SitePlan, language: PlannedLanguage, address: Address, look: SiteLook, body: Body): string {
  const words = themeStrings(language.language);
  const sidebar = renderSidebar(language, address);
  return (
    `<!doctype html><html lang="${escapeHtml(language.language)}" dir="${language.dir}">` +
    renderHead(look, plan.name, language.language, address, body.head) +
    `<body><a class="skip-link" href="#${MAIN_ID}">${escapeHtml(words.skipToContent)}</a>` +
    renderHeader(plan, language, address, look) +
    `<div class="layout${sidebar === '' ? '' : ' with-sidebar'}">${sidebar}<main id="${MAIN_ID}" tabindex="-1">${body.main}</main></div>` +
    renderFooter(plan, language, address, body.languageTargets) +
    agentSlot(look, language.language, body.agentInMain === true) +
    `</body></html>\n`
  );
}

function agentSlot(look: SiteLook, language: string, inMain: boolean): string {
  if (agentOnEveryPage(look.agent)) return agentRoot(look.agent, language) + agentScript(look.agent);
  return inMain && look.agent !== null ? agentScript(look.agent) : '';
}

/** The agent's element under a home page's heading, when the placement puts it there. */
const homeAgent = (look: SiteLook, language: string): string => (agentOnHomePage(look.agent) ? agentRoot(look.agent, language) : '');

/** The first image field of the page's template that the page sets: what it is shared with. */
const shareImage = (page: PlannedPage['page'], look: SiteLook): string | undefined =>
  (look.imageFields[page.doc_template_id] ?? []).map((key) => metadataText(page.metadata[key])).find((value) => value !== undefined);

/** Whether a page is served as uploaded, without the site's header and sidebar (a custom HTML page that asks so). */
export const isBareCustomPage = (planned: PlannedPage): boolean =>
  planned.page.doc_template_id === 'custom-html' && planned.page.metadata.include_site_chrome !== true;

/**
 * A page's body: markdown rendered safely in its template's layout (render/layouts.ts), custom
 * HTML as uploaded, custom Astro as escaped source. `address` is where it is shown from.
 */
export async function pageMain(planned: PlannedPage, language: PlannedLanguage, address: Address, images: MarkdownImages | undefined): Promise<string> {
  const { page } = planned;
  if (page.doc_template_id === 'custom-html') return `<article>${page.content}</article>`;
  if (page.doc_template_id === 'custom-astro')
    return `<article><h1>${escapeHtml(planned.title)}</h1><pre class="code" dir="ltr" tabindex="0"><code>${escapeHtml(page.content)}</code></pre></article>`;
  const reservedIds = [MAIN_ID, ...language.sidebar.map((_, index) => sidebarGroupId(index))];
  return layoutArticle(planned, language, { address, images, reservedIds });
}

export async function renderPage(plan: SitePlan, language: PlannedLanguage, planned: PlannedPage, look: SiteLook, images?: MarkdownImages): Promise<string> {
  if (isBareCustomPage(planned)) return planned.page.content;
  if (planned.fallbackOf !== undefined) return renderFallbackCopy(plan, language, planned, planned.fallbackOf, look, images);
  const { page } = planned;
  const self = { language: page.language, path: planned.path };
  const address = relativeTo(planned.path);
  // The language's home page is shown at its index too: one canonical address, the index's (as the sitemap lists it).
  const isHome = language.home?.path === planned.path;
  return themedDocument(plan, language, address, look, {
    head: {
      title: planned.title,
      description: metadataText(page.metadata.description),
      canonical: isHome ? indexPath(language.language) : planned.path,
      alternates: isHome ? indexAlternates(plan) : [self, ...planned.alternates],
      image: shareImage(page, look),
      type: page.doc_template_id === 'article' ? 'article' : 'website',
      noindex: page.visibility !== 'public',
    },
    languageTargets: switcherTargets(planned, language.language),
    main: await pageMain(planned, language, address, images),
  });
}

/**
 * A page shown in a language that lacks it, by fallback (`ar -> en`): the page's chrome in the
 * reader's language (`language`: Arabic, right to left), a note saying so in it, then the
 * page in its own language, marked as such (`lang`, `dir`). Its canonical URL is the page's own,
 * and it has no hreflang alternates: search engines list only real translations.
 */
async function renderFallbackCopy(
  plan: SitePlan,
  language: PlannedLanguage,
  planned: PlannedPage,
  original: NonNullable<PlannedPage['fallbackOf']>,
  look: SiteLook,
  images: MarkdownImages | undefined,
): Promise<string> {
  const { page } = planned;
  const address = relativeTo(planned.path);
  // The page's own words (byline, details, dates) follow its text's language; the sidebar and contact link stay the reader's.
  const shownIn: PlannedLanguage = { ...language, language: page.language, dir: textDirection(page.language) };
  const content = await pageMain(planned, shownIn, address, images);
  return themedDocument(plan, language, address, look, {
    head: {
      title: planned.title,
      description: metadataText(page.metadata.description),
      canonical: original.path,
      image: shareImage(page, look),
      type: page.doc_template_id === 'article' ? 'article' : 'website',
    },
    languageTargets: switcherTargets(planned, language.language),
    main: `${fallbackNote(language.language, original, address)}<div class="fallback-content" lang="${escapeHtml(page.language)}" dir="${shownIn.dir}">${content}</div>`,
  });
}

/** The indexes of the languages that have public pages of their own (not only fallback copies): the alternates of an index, and of a home page. */
const indexAlternates = (plan: SitePlan) =>
  plan.languages.filter((l) => l.hasPublicPages && l.onlyFallbacks !== true).map((l) => ({ language: l.language, path: indexPath(l.language) }));

/**
 * A language's index (at `from`: its own folder, or the site's root): its home page when it has
 * a public one (the `home_pages` setting's, else its `home` page: domain/site/home-page.ts),
 * else its public pages, by sidebar group.
 */
export async function renderIndex(plan: SitePlan, language: PlannedLanguage, from: SitePath, look: SiteLook, images?: MarkdownImages): Promise<string> {
  const address = relativeTo(from);
  const alternates = indexAlternates(plan);
  const agentInMain = agentOnHomePage(look.agent);
  const { home } = language;
  if (home !== null) {
    return themedDocument(plan, language, address, look, {
      head: {
        title: home.title,
        description: metadataText(home.page.metadata.description),
        canonical: indexPath(language.language),
        alternates,
        image: shareImage(home.page, look),
      },
      main: `${await pageMain(home, language, address, images)}${homeAgent(look, language.language)}`,
      agentInMain,
    });
  }
  // Said for search results: the site's name and what it holds.
  const titles = language.listed.slice(0, 6).map((p) => p.title);
  const description = titles.length === 0 ? undefined : `${plan.name}: ${titles.join(', ')}${language.listed.length > titles.length ? ', …' : ''}`;
  return themedDocument(plan, language, address, look, {
    head: { title: plan.name, description, canonical: indexPath(language.language), alternates },
    main: `<h1>${escapeHtml(plan.name)}</h1>${homeAgent(look, language.language)}${pageLists(language, address, look)}`,
    agentInMain,
  });
}

/** The live agent's own page in a language (`destination_page`, at `path`): its heading (the site's name by default), its text, then the agent. */
export function renderAgentPage(plan: SitePlan, language: PlannedLanguage, path: SitePath, look: SiteLook): string {
  const heading = look.agent === null || look.agent.heading === '' ? plan.name : look.agent.heading;
  const text = look.agent === null ? '' : agentPageText(look.agent.text);
  return themedDocument(plan, language, relativeTo(path), look, {
    head: { title: heading, canonical: path },
    main: `<h1>${escapeHtml(heading)}</h1>${text}${look.agent === null ? '' : agentRoot(look.agent, language.language)}`,
    agentInMain: look.agent !== null,
  });
}

/**
 * The site's own 404 page in a language, served at any path that names nothing: its links start
 * at the site's root (`SITE_ROOT`, replaced when served). No canonical URL: it has no address of
 * its own, and its 404 status keeps it out of search engines.
 */
export function renderNotFound(plan: SitePlan, language: PlannedLanguage, look: SiteLook): string {
  const words = themeStrings(language.language);
  const home = fromSiteRoot.href(indexPath(language.language));
  return themedDocument(plan, language, fromSiteRoot, look, {
    head: { title: words.notFoundTitle, description: words.notFoundText },
    main:
      `<div class="not-found"><h1>${escapeHtml(words.notFoundTitle)}</h1><p>${escapeHtml(words.notFoundText)}</p>` +
      `<p><a href="${escapeHtml(home)}">${escapeHtml(words.home)}</a></p></div>`,
  });
}

/** The root of a site without pages yet, in the project's default language. */
export function renderEmptySite(name: string, language: string, look: SiteLook): string {
  const empty = emptyLanguage(language);
  const plan: SitePlan = { name, rootLanguage: null, languages: [empty], sitemap: [] };
  return themedDocument(plan, empty, relativeTo(''), look, {
    head: { title: name, canonical: '' },
    main: `<h1>${escapeHtml(name)}</h1>${homeAgent(look, language)}${pageLists(empty, relativeTo(''), look)}`,
    agentInMain: agentOnHomePage(look.agent),
  });
}
