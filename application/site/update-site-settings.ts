import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { LiveAgentPlacement, type ProjectSettings, type SiteSettings } from '../../domain/projects/project.js';
import { conflict, invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from '../projects/project-access.js';
import { SiteSettingsStore } from './ports.js';

export const UpdateSiteSettingsInput = t.intersection([
  t.type({ live_agent_placement: LiveAgentPlacement }),
  t.partial({ live_agent_slug: t.union([SlugCodec, t.null]) }),
]);
export type UpdateSiteSettingsInput = t.TypeOf<typeof UpdateSiteSettingsInput>;

/**
 * Where the live agent appears on the site. `destination_page` serves it on its own slug,
 * which it reserves: refused (409) while a page or draft uses the slug, and afterwards no page
 * or draft may take it. Any other placement releases the slug (it is not kept).
 */
@injectable()
export class UpdateSiteSettings {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(SiteSettingsStore) private readonly store: SiteSettingsStore,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UpdateSiteSettingsInput): Promise<E.Either<AppError, ProjectSettings>> {
    const context = await this.access.require(actor, input.projectId, 'manage_settings', 'write');
    if (E.isLeft(context)) return context;
    const { live_agent_placement: placement, live_agent_slug: slug } = input;
    if (placement === 'destination_page' && (slug === undefined || slug === null)) {
      return E.left(invalid('live_agent_slug is required when live_agent_placement is destination_page'));
    }
    const site: SiteSettings = { live_agent_placement: placement, live_agent_slug: placement === 'destination_page' ? (slug ?? null) : null };
    const outcome = await this.store.update(input.projectId, site);
    if (outcome.kind === 'slug_in_use') return E.left(conflict(`Slug ${site.live_agent_slug} is already used by a page or draft`));
    const project = outcome.kind === 'updated' ? await this.projects.findById(input.projectId) : null;
    return project === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(project.settings);
  }
}
