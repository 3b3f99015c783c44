import type { Actor } from '../../domain/identity/actor.js';
import { may } from '../../domain/identity/capabilities.js';
import type { Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';
import { siteUrl, type SiteAddressing } from '../../domain/site/site-origin.js';

/** A project as the API shows it: with the address of its published site (its own origin, see site-origin.ts). */
export type ProjectResource = Project & { readonly site_url: string };

export const projectResource = (project: Project, addressing: SiteAddressing): ProjectResource => ({
  ...project,
  site_url: siteUrl(project.id, addressing),
});

/** A project as its reader may see it: the configuration (modules, settings) only when they may read it. */
export type ProjectView = Omit<ProjectResource, 'modules' | 'settings'> & Partial<Pick<Project, 'modules' | 'settings'>>;

/**
 * What `actor`, acting with `role` on the project, sees of it. An OAuth client reads the
 * project to work on its content, but its settings (the manager's phone among them) and
 * modules are the people's business, as `GET .../settings` is.
 */
export function projectSeenBy(actor: Actor, project: Project, role: Role, addressing: SiteAddressing): ProjectView {
  const shown = projectResource(project, addressing);
  if (may(actor, 'read_configuration', role)) return shown;
  const { modules: _modules, settings: _settings, ...content } = shown;
  return content;
}
