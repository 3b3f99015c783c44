import type { LiveAgentPlacement, Project } from '../projects/project.js';

/** A placement that puts the agent on the site. */
type AgentPlacement = Exclude<LiveAgentPlacement, 'none'>;

export interface SiteAgentPlacement {
  readonly placement: AgentPlacement;
  /** `destination_page`: the slug of the agent's own page in each language; null otherwise. */
  readonly slug: string | null;
}

/**
 * Where a deploy puts the live agent: the project's placement while its voice module is on.
 * With the module off (every session would be refused), or `none`, the site holds no agent at
 * all: no element, no script.
 */
export function agentPlacement(project: Project): SiteAgentPlacement | null {
  const { live_agent_placement: placement, live_agent_slug: slug } = project.settings.site;
  if (!project.modules.voice || placement === 'none') return null;
  if (placement === 'destination_page') return slug === null ? null : { placement, slug };
  return { placement, slug: null };
}
