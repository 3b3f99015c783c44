import { escapeHtml } from '../../../domain/shared/html.js';
import { indexPath, type SitePath } from '../../../domain/site/site-plan.js';
import type { PageAgent } from './look.js';

/**
 * The live agent on a deployed page: one element the launcher draws the agent in, and one
 * module script, the launcher, from the service's own address (clients/live-agent/launcher.ts).
 *
 * - `homepage`: in each language's home page, under its heading;
 * - `destination_page`: the agent's own page at `<language>/<slug>/`;
 * - `widget`, `modal`: a floating button on every page of the theme (never on an uploaded
 *   custom HTML page served as it is: that markup is the owner's own).
 */

/** The agent's root element. */
export const agentRoot = (agent: PageAgent): string =>
  `<div class="live-agent" data-live-agent="${agent.placement}" data-project-id="${escapeHtml(agent.projectId)}"></div>`;

/** The launcher; a module script runs once the document is parsed, wherever it stands. */
export const agentScript = (agent: PageAgent): string => `<script type="module" src="${escapeHtml(agent.scriptUrl)}"></script>`;

/** Whether the agent floats over every page of the site (`widget`, `modal`). */
export const agentOnEveryPage = (agent: PageAgent | null): agent is PageAgent => agent?.placement === 'widget' || agent?.placement === 'modal';

/** Whether the agent sits in a language's home page. */
export const agentOnHomePage = (agent: PageAgent | null): agent is PageAgent => agent?.placement === 'homepage';

/** Where the agent's own page of a language is (`destination_page`), or null. */
export const agentPagePath = (agent: PageAgent | null, language: string): SitePath | null =>
  agent?.placement === 'destination_page' && agent.slug !== null ? `${indexPath(language)}${agent.slug}/` : null;
