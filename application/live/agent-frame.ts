import { inject, injectable } from 'inversify';
import { frameAncestors } from '../../domain/site/site-origin.js';
import { ProjectRepository } from '../projects/ports.js';
import { ServedDomains } from '../site/domains/served-domains.js';
import { SiteAddressing } from '../site/site-addressing.js';

/** What the live agent's conversation page of a project needs: who may frame it, and the site's accent. */
export interface AgentFrameSettings {
  /** Origins allowed to frame it (its `frame-ancestors`, and the only origins it talks to by postMessage). */
  readonly ancestors: readonly string[];
  /** The site theme's accent colour, `#rrggbb`, or null for the theme's own. */
  readonly accentColor: string | null;
  /** Whether anyone may talk without signing in (the live agent's `access` is `public`): the frame then starts as a visitor. */
  readonly publicAccess: boolean;
}

/**
 * The live agent runs in a frame served by the service's origin, never in the site's page
 * (docs/live-agent.md): its sign-in and tokens stay on the service's origin. Public, as the
 * site is: a project id is no secret (every page of its site names it).
 */
@injectable()
export class AgentFrame {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(ServedDomains) private readonly domains: ServedDomains,
    @inject(SiteAddressing) private readonly addressing: SiteAddressing,
  ) {}

  /** Null for a project that does not exist. */
  async settingsOf(projectId: string): Promise<AgentFrameSettings | null> {
    const project = await this.projects.findById(projectId);
    if (project === null) return null;
    // Never a reserved name, whatever the store holds: the service's own origin must not frame it.
    const verified = (await this.domains.of(projectId)).map((domain) => domain.hostname);
    return {
      ancestors: frameAncestors(project.id, verified, this.addressing),
      accentColor: project.settings.site.accent_color,
      publicAccess: project.settings.live_agent.access === 'public',
    };
  }
}
