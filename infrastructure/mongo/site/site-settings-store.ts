import type { Db, MongoClient } from 'mongodb';
import type { SiteSettingsStore, SiteUpdateOutcome } from '../../../application/site/ports.js';
import type { SiteSettings } from '../../../domain/projects/project.js';
import { claimSlugGuard, PAGES, type PageDoc } from '../pages/documents.js';

/**
 * Writes `settings.site` of the project. The slug check and the write run in one transaction
 * that also writes the project's slug guard, as page creation does: the two cannot interleave.
 */
export class MongoSiteSettingsStore implements SiteSettingsStore {
  private readonly pages;
  private readonly projects;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.projects = db.collection<{ _id: string }>('projects');
  }

  async update(projectId: string, site: SiteSettings): Promise<SiteUpdateOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<SiteUpdateOutcome> => {
        await claimSlugGuard(this.db, projectId, session);
        if (site.live_agent_placement === 'destination_page' && site.live_agent_slug !== null) {
          const used = await this.pages.findOne({ project_id: projectId, slug: site.live_agent_slug }, { session, projection: { _id: 1 } });
          if (used) return { kind: 'slug_in_use' };
        }
        const result = await this.projects.updateOne({ _id: projectId }, { $set: { 'settings.site': { ...site } } }, { session });
        return result.matchedCount > 0 ? { kind: 'updated' } : { kind: 'not_found' };
      }),
    );
  }
}
