import type { LauncherOffset, LiveAgentPlacement, Project } from '../projects/project.js';

/** A placement that puts the agent on the site. */
type AgentPlacement = Exclude<LiveAgentPlacement, 'none'>;

export interface SiteAgentPlacement {
  readonly placement: AgentPlacement;
  /** `destination_page`: the slug of the agent's own page in each language; null otherwise. */
  readonly slug: string | null;
  /** `destination_page`: the page's own heading and text ("" for none; the heading then is the site's name). */
  readonly heading: string;
  readonly text: string;
  /** `widget`, `modal`: where the floating launcher stands, when the owner moved it. */
  readonly launcherOffset: LauncherOffset | null;
}

/**
 * Where a deploy puts the live agent: the project's placement while its voice module is on.
 * With the module off (every session would be refused), or `none`, the site holds no agent at
 * all: no element, no script.
 */
export function agentPlacement(project: Project): SiteAgentPlacement | null {
  const { live_agent_placement: placement, live_agent_slug: slug, launcher_offset: offset } = project.settings.site;
  if (!project.modules.voice || placement === 'none') return null;
  // Only what the placement shows: a change to the rest re-renders nothing.
  const none = { slug: null, heading: '', text: '', launcherOffset: null };
  if (placement === 'destination_page') {
    const { page_heading: heading, page_text: text } = project.settings.live_agent;
    return slug === null ? null : { ...none, placement, slug, heading, text };
  }
  if (placement === 'widget' || placement === 'modal') return { ...none, placement, launcherOffset: offset };
  return { ...none, placement };
}
