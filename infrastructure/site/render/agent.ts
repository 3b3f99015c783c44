import { escapeHtml } from '../../../domain/shared/html.js';
import { indexPath, type SitePath } from '../../../domain/site/site-plan.js';
import type { PageAgent } from './look.js';
import { themeStrings } from './theme/strings.js';

/**
 * The live agent on a deployed page: one element the launcher draws the agent in, and one
 * module script, the launcher, from the service's own address (clients/live-agent/launcher.ts).
 *
 * - `homepage`: in each language's home page, under its heading;
 * - `destination_page`: the agent's own page at `<language>/<slug>/`;
 * - `widget`, `modal`: a floating button on every page of the theme (never on an uploaded
 *   custom HTML page served as it is: that markup is the owner's own).
 */

/**
 * The agent's root element: the launcher's words in the page's language (the theme's,
 * `data-label-*`), and where a moved launcher stands (`data-launcher-offset-bottom`,
 * `data-launcher-offset-inline-end`: CSS px from the window's edges).
 */
export const agentRoot = (agent: PageAgent, language: string): string => {
  const words = themeStrings(language);
  const offset = agent.launcherOffset;
  const moved = offset === null ? '' : ` data-launcher-offset-bottom="${offset.bottom}" data-launcher-offset-inline-end="${offset.inline_end}"`;
  const labels = ` data-label-title="${escapeHtml(words.liveAgent)}" data-label-talk="${escapeHtml(words.talkWithUs)}" data-label-lead="${escapeHtml(words.liveAgentLead)}"`;
  return `<div class="live-agent" data-live-agent="${agent.placement}" data-project-id="${escapeHtml(agent.projectId)}"${labels}${moved}></div>`;
};

/** The launcher; a module script runs once the document is parsed, wherever it stands. */
export const agentScript = (agent: PageAgent): string => `<script type="module" src="${escapeHtml(agent.scriptUrl)}"></script>`;

/** Whether the agent floats over every page of the site (`widget`, `modal`). */
export const agentOnEveryPage = (agent: PageAgent | null): agent is PageAgent => agent?.placement === 'widget' || agent?.placement === 'modal';

/** Whether the agent sits in a language's home page. */
export const agentOnHomePage = (agent: PageAgent | null): agent is PageAgent => agent?.placement === 'homepage';

/** Where the agent's own page of a language is (`destination_page`), or null. */
export const agentPagePath = (agent: PageAgent | null, language: string): SitePath | null =>
  agent?.placement === 'destination_page' && agent.slug !== null ? `${indexPath(language)}${agent.slug}/` : null;

/** The agent's own page as the site lists it (the index, the header's navigation): where, and under which words. */
export function agentPageLink(agent: PageAgent | null, language: string): { readonly path: SitePath; readonly label: string } | null {
  const path = agentPagePath(agent, language);
  return path === null ? null : { path, label: agent!.heading === '' ? themeStrings(language).talkWithUs : agent!.heading };
}

/** The agent page's text: paragraphs split by blank lines, escaped (plain text, no markup). */
export const agentPageText = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
