import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { type ProjectSettings, type SiteChange } from '../../domain/projects/project.js';
import { SITE_SETTING_CODECS } from '../../domain/projects/settings-codecs.js';
import { canonicalLanguageTag } from '../../domain/shared/language-tag.js';
import { checkedLanguageFallbacks } from '../../domain/site/language-fallbacks.js';
import { conflict, invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from '../projects/project-access.js';
import { SiteSettingsStore } from './ports.js';

/** More languages than any site has: bounds one request's checks. */
const MAX_HOME_PAGES = 100;

/** Every field is optional; those sent change, the others keep their values (`null` resets the theme's). */
export const UpdateSiteSettingsInput = t.partial(SITE_SETTING_CODECS);
export type UpdateSiteSettingsInput = t.TypeOf<typeof UpdateSiteSettingsInput>;

const SETTINGS = ['live_agent_placement', 'accent_color', 'logo_image_id', 'favicon_image_id', 'home_pages', 'launcher_offset', 'language_fallbacks'] as const;

/**
 * The project's site settings. The live agent's placement: `destination_page` serves it on its
 * own slug, which it reserves: refused (409) while a page or draft uses the slug, and
 * afterwards no page or draft may take it. Any other placement releases the slug (it is not
 * kept). The theme: an accent colour, a logo and an icon (images of the project); the home page of
 * each language (a page or draft of that language when set); the language each language's
 * missing pages are shown in (`language_fallbacks`, replaced whole); all shown by the site from
 * its next deploy on.
 */
@injectable()
export class UpdateSiteSettings {
  static readonly operation = 'update_site_settings';

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
      case 'favicon_not_found':
        return E.left(invalid(`favicon_image_id ${input.favicon_image_id} is not an image of this project`));
      case 'home_page_not_found':
        return E.left(invalid(`home_pages.${outcome.language}: no page or draft of language ${outcome.language} has the slug ${outcome.slug}`));
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
function siteChange(input: UpdateSiteSettingsInput): E.Either<AppError, SiteChange> {
  const { live_agent_placement: placement, live_agent_slug: slug } = input;
  if (placement === undefined && slug !== undefined) return E.left(invalid('live_agent_slug is only taken with live_agent_placement'));
  if (SETTINGS.every((key) => input[key] === undefined)) return E.left(invalid(`Send at least one of ${SETTINGS.join(', ')}`));
  if (placement === 'destination_page' && (slug === undefined || slug === null)) {
    return E.left(invalid('live_agent_slug is required when live_agent_placement is destination_page'));
  }
  const homePages = homePagesChange(input.home_pages);
  if (E.isLeft(homePages)) return homePages;
  const fallbacks = input.language_fallbacks === undefined ? E.right(undefined) : checkedLanguageFallbacks(input.language_fallbacks);
  if (E.isLeft(fallbacks)) return fallbacks;
  return E.right({
    ...(homePages.right !== undefined && { home_pages: homePages.right }),
    ...(placement !== undefined && { live_agent_placement: placement, live_agent_slug: placement === 'destination_page' ? (slug ?? null) : null }),
    ...(input.accent_color !== undefined && { accent_color: input.accent_color }),
    ...(input.logo_image_id !== undefined && { logo_image_id: input.logo_image_id }),
    ...(input.favicon_image_id !== undefined && { favicon_image_id: input.favicon_image_id }),
    ...(input.launcher_offset !== undefined && { launcher_offset: input.launcher_offset }),
    ...(fallbacks.right !== undefined && { language_fallbacks: fallbacks.right }),
  });
}

/** The home pages by canonical language tag (`EN` is `en`); a key that is no language tag is refused, never dropped. */
function homePagesChange(pages: UpdateSiteSettingsInput['home_pages']): E.Either<AppError, Record<string, string | null> | undefined> {
  if (pages === undefined) return E.right(undefined);
  const entries = Object.entries(pages);
  if (entries.length > MAX_HOME_PAGES) return E.left(invalid(`home_pages must name at most ${MAX_HOME_PAGES} languages`));
  const wrong = entries.filter(([language]) => canonicalLanguageTag(language) === null).map(([language]) => language);
  if (wrong.length > 0) return E.left(invalid(`home_pages has keys that are not language tags: ${wrong.join(', ')}`));
  return E.right(Object.fromEntries(entries.map(([language, slug]) => [canonicalLanguageTag(language)!, slug])));
}
