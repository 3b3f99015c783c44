import type { components } from '../../../typescript/client.js';
import { sitePageUrl } from '../../edit-mode/site-address.js';
import type { ProjectSummary } from '../../types.js';

export type ProjectSettings = components['schemas']['ProjectSettings'];
export type Placement = ProjectSettings['site']['live_agent_placement'];

/** Each placement, in words: its name in the list, and where it puts the agent. */
export const PLACEMENTS: ReadonlyArray<{ readonly id: Placement; readonly label: string; readonly help: string }> = [
  { id: 'widget', label: 'A floating button on every page', help: 'A “Talk with us” button on every page opens the agent in a panel beside it.' },
  { id: 'modal', label: 'A floating button, full screen', help: 'The same button on every page opens the agent full screen, in a dialog.' },
  { id: 'homepage', label: 'In the home page', help: 'The agent is part of each language’s home page.' },
  {
    id: 'destination_page',
    label: 'On a page of its own',
    help: 'The agent has its own page in each language, at the address below; the index and the header navigation link to it.',
  },
  { id: 'none', label: 'Nowhere', help: 'The site has no agent: no button, no script.' },
];

interface WhereProps {
  readonly project: ProjectSummary;
  readonly settings: ProjectSettings;
  readonly voiceOn: boolean;
}

/** Where the agent will appear on the site, who may talk with it and which phone numbers it uses, from what the service holds. */
export function WhereItAppears({ project, settings, voiceOn }: WhereProps) {
  const { site, live_agent: agent } = settings;
  const language = project.default_language;
  const link = (href: string) => (
    <a href={href} target="_blank" rel="noopener">
      {href}
    </a>
  );
  let where;
  if (site.live_agent_placement === 'none') where = <>Nowhere: its placement is “Nowhere”.</>;
  else if (site.live_agent_placement === 'destination_page' && site.live_agent_slug !== null)
    where = (
      <>
        On its own page in each language, such as {link(sitePageUrl(project.site_url, language, site.live_agent_slug))}, linked from the index and the header.
      </>
    );
  else if (site.live_agent_placement === 'homepage') where = <>In the home page of each language, on {link(project.site_url)}.</>;
  else
    where = (
      <>
        Behind a floating “Talk with us” button on every page of {link(project.site_url)}, opening{' '}
        {site.live_agent_placement === 'modal' ? 'full screen' : 'in a panel'}.
      </>
    );
  return (
    <section class="pt-panel" aria-labelledby="where-heading">
      <h2 id="where-heading">Where the agent will appear</h2>
      {voiceOn ? null : (
        <p class="em-warning" role="note">
          The voice module is off, so the agent appears nowhere until an admin turns it on (Settings, Modules).
        </p>
      )}
      <p>
        {voiceOn ? 'On the site: ' : 'Once on, on the site: '}
        {where}
      </p>
      <p>
        {agent.access === 'public'
          ? 'Anyone may talk with it without signing in, within the project’s daily budget of public conversations.'
          : 'Members provisioned for live voice talk with it, after signing in (Settings, Members).'}
      </p>
      <p>
        {agent.phone_number === null ? 'It answers no phone calls.' : `It answers calls to ${agent.phone_number}.`}{' '}
        {agent.manager_phone === null
          ? 'It cannot transfer a caller: no manager phone.'
          : `It transfers callers who ask for a person to ${agent.manager_phone}.`}
      </p>
      <p class="em-help">The site shows a change of placement from its next deploy: publish, or apply the settings to the site below.</p>
    </section>
  );
}
