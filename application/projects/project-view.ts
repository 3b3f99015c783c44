import type { Actor } from '../../domain/identity/actor.js';
import { may } from '../../domain/identity/capabilities.js';
import { planLimits, type PlanLimits, type PlanTable } from '../../domain/projects/plan.js';
import type { Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';

/** A project as the API shows it: with its plan's limits (from `PLANS_JSON`), so that a person sees what their plan allows. */
export type ProjectRepresentation = Project & { readonly limits: PlanLimits };

export const represented = (project: Project, plans: PlanTable): ProjectRepresentation => ({ ...project, limits: planLimits(plans, project.plan) });

/** A project as its reader may see it: the configuration (modules, settings) only when they may read it. */
export type ProjectView = Omit<ProjectRepresentation, 'modules' | 'settings'> & Partial<Pick<Project, 'modules' | 'settings'>>;

/**
 * What `actor`, acting with `role` on the project, sees of it. An OAuth client reads the
 * project to work on its content, but its settings (the manager's phone among them) and
 * modules are the people's business, as `GET .../settings` is.
 */
export function projectSeenBy(actor: Actor, project: Project, role: Role, plans: PlanTable): ProjectView {
  const shown = represented(project, plans);
  if (may(actor, 'read_configuration', role)) return shown;
  const { modules: _modules, settings: _settings, ...content } = shown;
  return content;
}
