import type { Db, MongoClient } from 'mongodb';
import type { SiteSettingsStore, SiteUpdateOutcome } from '../../../application/site/ports.js';
import { DEFAULT_SITE, newHomePages, type SiteChange, type SiteSettings } from '../../../domain/projects/project.js';
import { IMAGES } from '../media/image-repository.js';
import { claimSlugGuard, PAGES, type PageDoc } from '../pages/documents.js';

/**
 * Writes the given keys of `settings.site`. The checks and the write run in one transaction
 * that also writes the project's guard document, as page creation and image deletion do:
 * MongoDB transactions conflict on writes only, so the shared write is what keeps a page from
 * taking the reserved slug, or an image from going, between the check and the write.
 */
export class MongoSiteSettingsStore implements SiteSettingsStore {
  private readonly pages;
  private readonly images;
  private readonly projects;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.images = db.collection<{ _id: string; project_id: string }>(IMAGES);
    this.projects = db.collection<{ _id: string; settings?: { site?: Partial<SiteSettings> } }>('projects');
  }

  async update(projectId: string, change: SiteChange): Promise<SiteUpdateOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<SiteUpdateOutcome> => {
        await claimSlugGuard(this.db, projectId, session);
        if (change.live_agent_placement === 'destination_page' && typeof change.live_agent_slug === 'string') {
          const used = await this.pages.findOne({ project_id: projectId, slug: change.live_agent_slug }, { session, projection: { _id: 1 } });
          if (used) return { kind: 'slug_in_use' };
        }
        if (typeof change.logo_image_id === 'string') {
          const logo = await this.images.findOne({ _id: change.logo_image_id, project_id: projectId }, { session, projection: { _id: 1 } });
          if (!logo) return { kind: 'logo_not_found' };
        }
        if (typeof change.favicon_image_id === 'string') {
          const icon = await this.images.findOne({ _id: change.favicon_image_id, project_id: projectId }, { session, projection: { _id: 1 } });
          if (!icon) return { kind: 'favicon_not_found' };
        }
        const { home_pages: homePages, ...rest } = change;
        if (homePages !== undefined) {
          const project = await this.projects.findOne({ _id: projectId }, { session, projection: { 'settings.site.home_pages': 1 } });
          if (!project) return { kind: 'not_found' };
          const current = { ...DEFAULT_SITE, home_pages: project.settings?.site?.home_pages ?? {} };
          for (const { language, slug } of newHomePages(current, change)) {
            const page = await this.pages.findOne({ project_id: projectId, slug, language }, { session, projection: { _id: 1 } });
            if (!page) return { kind: 'home_page_not_found', language, slug };
          }
        }
        const set: Record<string, unknown> = {};
        const unset: Record<string, ''> = {};
        for (const [key, value] of Object.entries(rest)) if (value !== undefined) set[`settings.site.${key}`] = value;
        // One key per language, so two requests changing two languages both keep theirs.
        for (const [language, slug] of Object.entries(homePages ?? {})) {
          if (slug === null) unset[`settings.site.home_pages.${language}`] = '';
          else set[`settings.site.home_pages.${language}`] = slug;
        }
        const update = { ...(Object.keys(set).length > 0 && { $set: set }), ...(Object.keys(unset).length > 0 && { $unset: unset }) };
        const found =
          Object.keys(update).length === 0
            ? (await this.projects.countDocuments({ _id: projectId }, { session, limit: 1 })) > 0
            : (await this.projects.updateOne({ _id: projectId }, update, { session })).matchedCount > 0;
        return found ? { kind: 'updated' } : { kind: 'not_found' };
      }),
    );
  }
}
