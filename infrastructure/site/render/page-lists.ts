import { escapeHtml } from '../../../domain/shared/html.js';
import type { PlannedLanguage, PlannedPage, SitePath } from '../../../domain/site/site-plan.js';
import { textDirection } from '../../../domain/translation/language-info.js';
import { agentPageLink } from './agent.js';
import type { Address, SiteLook } from './look.js';
import { themeStrings } from './theme/strings.js';

/** A metadata value worth showing: a string with more than spaces. */
export const metadataText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

const pageItem = (address: Address, page: PlannedPage, label = page.title): string => {
  const description = metadataText(page.page.metadata.description);
  // A fallback copy is listed in its own language's words (its title and description), marked so for readers and screen readers.
  const shownIn = page.fallbackOf === undefined ? '' : ` lang="${escapeHtml(page.page.language)}" dir="${textDirection(page.page.language)}"`;
  return `<li${shownIn}><a href="${escapeHtml(address.href(page.path))}">${escapeHtml(label)}</a>${description === undefined ? '' : `<p>${escapeHtml(description)}</p>`}</li>`;
};

/** The public pages of a language: under their sidebar groups when it has some, the others after them; the agent's own page first. */
export function pageLists(language: PlannedLanguage, address: Address, look: SiteLook): string {
  const words = themeStrings(language.language);
  const agentPage = agentPageLink(look.agent, language.language);
  const agentItem =
    agentPage === null ? '' : `<ul class="page-list"><li><a href="${escapeHtml(address.href(agentPage.path))}">${escapeHtml(agentPage.label)}</a></li></ul>`;
  if (language.listed.length === 0) return `${agentItem}<p>${escapeHtml(words.noPagesYet)}</p>`;
  return agentItem + groupedPageLists(language, address);
}

function groupedPageLists(language: PlannedLanguage, address: Address): string {
  const words = themeStrings(language.language);
  const byPath = new Map(language.listed.map((p) => [p.path, p]));
  const grouped = new Set<SitePath>();
  let html = '';
  for (const group of language.sidebar) {
    const items = group.items.flatMap((item) => {
      const page = 'path' in item.target ? byPath.get(item.target.path) : undefined;
      if (page === undefined) return [];
      grouped.add(page.path);
      return [pageItem(address, page, item.label)];
    });
    if (items.length > 0) html += `<h2>${escapeHtml(group.title)}</h2><ul class="page-list">${items.join('')}</ul>`;
  }
  const others = language.listed.filter((p) => !grouped.has(p.path)).map((p) => pageItem(address, p));
  if (others.length === 0) return html;
  return html === ''
    ? `<ul class="page-list">${others.join('')}</ul>`
    : `${html}<h2>${escapeHtml(words.otherPages)}</h2><ul class="page-list">${others.join('')}</ul>`;
}
