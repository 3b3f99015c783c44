import { escapeHtml } from '../../../domain/shared/html.js';
import { indexPath, type NavLink, type PlannedLanguage, type SitePlan } from '../../../domain/site/site-plan.js';
import { agentPageLink } from './agent.js';
import type { SwitcherTarget } from './fallback.js';
import type { Address, SiteLook } from './look.js';
import { languageAutonym, themeStrings, themeStringsLanguage } from './theme/strings.js';

/** An `<a>` of the navigation; the link to the page itself says so (`aria-current`). */
function navLink(address: Address, link: NavLink): string {
  if ('url' in link.target) return `<a href="${escapeHtml(link.target.url)}" rel="noopener noreferrer">${escapeHtml(link.label)}</a>`;
  const current = link.target.path === address.path ? ' aria-current="page"' : '';
  return `<a href="${escapeHtml(address.href(link.target.path))}"${current}>${escapeHtml(link.label)}</a>`;
}

const srcsetAttributes = (look: Pick<SiteLook, 'logo'>): string => {
  const logo = look.logo!;
  if (logo.srcset.length === 0) return '';
  // Shown 36 px high (2.25rem): its width at that height, for the browser to pick a variant.
  const shownWidth = Math.max(1, Math.round((36 * logo.width) / logo.height));
  return ` srcset="${escapeHtml(logo.srcset.map((c) => `${c.url} ${c.width}w`).join(', '))}" sizes="${shownWidth}px"`;
};

/**
 * The header: the project's name (with its logo, which the name beside it makes decorative),
 * the menu button of narrow screens, and the language's header navigation.
 */
export function renderHeader(plan: Pick<SitePlan, 'name'>, language: PlannedLanguage, address: Address, look: Pick<SiteLook, 'logo' | 'agent'>): string {
  const words = themeStrings(language.language);
  const logo =
    look.logo === null
      ? ''
      : `<img src="${escapeHtml(look.logo.url)}"${srcsetAttributes(look)} width="${look.logo.width}" height="${look.logo.height}" alt="">`;
  const home = escapeHtml(address.href(indexPath(language.language)));
  // The live agent's own page joins the header's links, after the project's own.
  const agentPage = agentPageLink(look.agent, language.language);
  const links = agentPage === null ? language.header : [...language.header, { label: agentPage.label, target: { path: agentPage.path } }];
  const items = links.map((item) => `<li>${navLink(address, item)}</li>`).join('');
  const hasMenu = items !== '' || language.sidebar.length > 0;
  return (
    `<header class="site-header"><a class="brand" href="${home}">${logo}<span>${escapeHtml(plan.name)}</span></a>` +
    (hasMenu ? `<details class="menu"><summary>${escapeHtml(words.menu)}</summary></details>` : '') +
    (items === '' ? '' : `<nav class="primary-nav" aria-label="${escapeHtml(words.mainNavigation)}"><ul>${items}</ul></nav>`) +
    `</header>`
  );
}

/** Ids the sidebar's group labels take; headings of the body never do. */
export const sidebarGroupId = (index: number): string => `sidebar-group-${index + 1}`;

/** The language's sidebar groups; '' when it has none. */
export function renderSidebar(language: PlannedLanguage, address: Address): string {
  if (language.sidebar.length === 0) return '';
  const words = themeStrings(language.language);
  const groups = language.sidebar
    .map(
      (group, index) =>
        `<p class="sidebar-group" id="${sidebarGroupId(index)}">${escapeHtml(group.title)}</p>` +
        `<ul aria-labelledby="${sidebarGroupId(index)}">${group.items.map((item) => `<li>${navLink(address, item)}</li>`).join('')}</ul>`,
    )
    .join('');
  return `<nav class="sidebar" aria-label="${escapeHtml(words.sidebar)}">${groups}</nav>`;
}

/**
 * The footer: the project's name and, when the site has more than one language, the language
 * switcher. `targets` (a page's: switcherTargets) says where each language has the page: a
 * translation is a link, a fallback copy a link marked with the language it is shown in
 * ("العربية (English)"), and a language without the page is said to be without it, not a link
 * elsewhere. Without `targets` (an index, the 404 page), each language leads to its index.
 */
export function renderFooter(plan: SitePlan, language: PlannedLanguage, address: Address, targets?: ReadonlyMap<string, SwitcherTarget>): string {
  const words = themeStrings(language.language);
  const shown = plan.languages.filter((l) => l.hasPublicPages || l.language === language.language);
  const links = shown.map((l) => `<li>${switcherEntry(l.language, language.language, address, targets)}</li>`).join('');
  const switcher = shown.length > 1 ? `<nav class="languages" aria-label="${escapeHtml(words.languages)}"><ul>${links}</ul></nav>` : '';
  return `<footer class="site-footer"><p>${escapeHtml(plan.name)}</p>${switcher}</footer>`;
}

function switcherEntry(language: string, current: string, address: Address, targets: ReadonlyMap<string, SwitcherTarget> | undefined): string {
  const tag = escapeHtml(language);
  const name = escapeHtml(languageAutonym(language));
  const target: SwitcherTarget | undefined = targets === undefined ? { path: indexPath(language) } : targets.get(language);
  if (target === undefined) {
    // Said in that language's words: whoever looks for it reads them. Text, not a colour, tells it apart from the links.
    const mark = themeStrings(language).notTranslated;
    return `<span class="untranslated" lang="${tag}">${name} <small lang="${escapeHtml(themeStringsLanguage(language))}">(${escapeHtml(mark)})</small></span>`;
  }
  const ariaCurrent = language === current ? ' aria-current="true"' : '';
  const from = target.from === undefined ? '' : ` <small lang="${escapeHtml(target.from)}">(${escapeHtml(languageAutonym(target.from))})</small>`;
  return `<a href="${escapeHtml(address.href(target.path))}" hreflang="${tag}" lang="${tag}"${ariaCurrent}>${name}${from}</a>`;
}
