import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { may } from '../../domain/identity/capabilities.js';
import { planLimits, type PlanLimits } from '../../domain/projects/plan.js';
import type { Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';
import { siteUrl } from '../../domain/site/site-origin.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { SiteAddressing } from '../site/site-addressing.js';

/**
 * A project as the API shows it: with the address of its published site (its own origin, see
 * site-origin.ts) and its plan's limits (from `PLANS_JSON`), so that a person sees what their
 * plan allows.
 */
export type ProjectRepresentation = Project & { readonly site_url: string; readonly limits: Required<PlanLimits> };

/** A project as its reader may see it: the configuration (modules, settings) only when they may read it. */
export type ProjectView = Omit<ProjectRepresentation, 'modules' | 'settings'> & Partial<Pick<Project, 'modules' | 'settings'>>;

/** Shows projects as the API answers them: one place for what a project's representation adds to the record. */
@injectable()
export class ProjectPresenter {
  constructor(
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(SiteAddressing) private readonly addressing: SiteAddressing,
  ) {}

  represented(project: Project): ProjectRepresentation {
    return { ...project, site_url: siteUrl(project.id, this.addressing), limits: planLimits(this.settings.plans, project.plan) };
  }

  /**
   * What `actor`, acting with `role` on the project, sees of it. An OAuth client reads the
   * project to work on its content, but its settings (the manager's phone among them) and
   * modules are the people's business, as `GET .../settings` is.
   */
  seenBy(actor: Actor, project: Project, role: Role): ProjectView {
    const shown = this.represented(project);
    if (may(actor, 'read_configuration', role)) return shown;
    const { modules: _modules, settings: _settings, ...content } = shown;
    return content;
  }
}
