import type { Db, MongoClient } from 'mongodb';
import type { SiteSettingsStore, SiteUpdateOutcome } from '../../../application/site/ports.js';
import type { SiteSettings } from '../../../domain/projects/project.js';
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
    this.projects = db.collection<{ _id: string }>('projects');
  }

  async update(projectId: string, change: Partial<SiteSettings>): Promise<SiteUpdateOutcome> {
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
        const set: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(change)) if (value !== undefined) set[`settings.site.${key}`] = value;
        const found =
          Object.keys(set).length === 0
            ? (await this.projects.countDocuments({ _id: projectId }, { session, limit: 1 })) > 0
            : (await this.projects.updateOne({ _id: projectId }, { $set: set }, { session })).matchedCount > 0;
        return found ? { kind: 'updated' } : { kind: 'not_found' };
      }),
    );
  }
}
