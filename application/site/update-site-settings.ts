import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { LAUNCHER_OFFSET_MAX, LiveAgentPlacement, type ProjectSettings, type SiteSettings } from '../../domain/projects/project.js';
import { intBetween } from '../../domain/shared/codecs.js';
import { conflict, invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { AccentColor, ImageIdCodec } from '../../domain/site/theme.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from '../projects/project-access.js';
import { SiteSettingsStore } from './ports.js';

/** Every field is optional; those sent change, the others keep their values (`null` resets the theme's). */
export const UpdateSiteSettingsInput = t.partial({
  live_agent_placement: LiveAgentPlacement,
  live_agent_slug: t.union([SlugCodec, t.null]),
  /** The site theme's accent colour (`#rrggbb`), or null for the theme's own. */
  accent_color: t.union([AccentColor, t.null]),
  /** An image of the project (its id) shown as the site's logo, or null for none. */
  logo_image_id: t.union([ImageIdCodec, t.null]),
  /** Where the floating launcher stands (px from the bottom and end edges), or null for its own place. */
  launcher_offset: t.union([t.exact(t.type({ bottom: intBetween(0, LAUNCHER_OFFSET_MAX), inline_end: intBetween(0, LAUNCHER_OFFSET_MAX) })), t.null]),
});
export type UpdateSiteSettingsInput = t.TypeOf<typeof UpdateSiteSettingsInput>;

const SETTINGS = ['live_agent_placement', 'accent_color', 'logo_image_id', 'launcher_offset'] as const;

/**
 * The project's site settings. The live agent's placement: `destination_page` serves it on its
 * own slug, which it reserves: refused (409) while a page or draft uses the slug, and
 * afterwards no page or draft may take it. Any other placement releases the slug (it is not
 * kept). The theme: an accent colour and a logo (an image of the project), shown by the site
 * from its next deploy on.
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
    const change = siteChange(input);
    if (E.isLeft(change)) return change;
    const outcome = await this.store.update(input.projectId, change.right);
    switch (outcome.kind) {
      case 'slug_in_use':
        return E.left(conflict(`Slug ${change.right.live_agent_slug} is already used by a page or draft`));
      case 'logo_not_found':
        return E.left(invalid(`logo_image_id ${input.logo_image_id} is not an image of this project`));
      case 'not_found':
        return E.left(notFound(PROJECT_NOT_FOUND));
      case 'updated': {
        const project = await this.projects.findById(input.projectId);
        return project === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(project.settings);
      }
    }
  }
}

/** The settings the request changes, checked together: a slug goes only with its placement. */
function siteChange(input: UpdateSiteSettingsInput): E.Either<AppError, Partial<SiteSettings>> {
  const { live_agent_placement: placement, live_agent_slug: slug } = input;
  if (placement === undefined && slug !== undefined) return E.left(invalid('live_agent_slug is only taken with live_agent_placement'));
  if (SETTINGS.every((key) => input[key] === undefined)) return E.left(invalid(`Send at least one of ${SETTINGS.join(', ')}`));
  if (placement === 'destination_page' && (slug === undefined || slug === null)) {
    return E.left(invalid('live_agent_slug is required when live_agent_placement is destination_page'));
  }
  return E.right({
    ...(placement !== undefined && { live_agent_placement: placement, live_agent_slug: placement === 'destination_page' ? (slug ?? null) : null }),
    ...(input.accent_color !== undefined && { accent_color: input.accent_color }),
    ...(input.logo_image_id !== undefined && { logo_image_id: input.logo_image_id }),
    ...(input.launcher_offset !== undefined && { launcher_offset: input.launcher_offset }),
  });
}
