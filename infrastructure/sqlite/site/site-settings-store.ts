import type { SiteSettingsStore, SiteUpdateOutcome } from '../../../application/site/ports.js';
import { changedSite, DEFAULT_SITE, newHomePages, type SiteChange, type SiteSettings } from '../../../domain/projects/project.js';
import { immediate, type SqliteDatabase } from '../database.js';

/**
 * Site settings live in the project's settings JSON. The checks and the write share one
 * BEGIN IMMEDIATE transaction: page creation takes the same lock, so a page cannot appear on a
 * slug between the check and the reservation, and an image's deletion takes it too, so a logo
 * cannot name an image deleted meanwhile, nor a home page a page deleted meanwhile.
 */
export class SqliteSiteSettingsStore implements SiteSettingsStore {
  private readonly readSite;
  private readonly slugUsed;
  private readonly imageExists;
  private readonly pageExists;
  private readonly writeSite;

  constructor(private readonly db: SqliteDatabase) {
    this.readSite = db.prepare(`SELECT json_extract(settings, '$.site') AS site FROM projects WHERE id = ?`);
    this.slugUsed = db.prepare(`SELECT 1 FROM documents WHERE project_id = ? AND slug = ? LIMIT 1`);
    this.imageExists = db.prepare(`SELECT 1 FROM images WHERE project_id = ? AND id = ?`);
    this.pageExists = db.prepare(`SELECT 1 FROM documents WHERE project_id = ? AND slug = ? AND language = ? LIMIT 1`);
    // Only the `site` key changes: a concurrent live-agent settings change is kept.
    this.writeSite = db.prepare(`UPDATE projects SET settings = json_set(settings, '$.site', json(?)) WHERE id = ?`);
  }

  async update(projectId: string, change: SiteChange): Promise<SiteUpdateOutcome> {
    return immediate(this.db, (): SiteUpdateOutcome => {
      const row = this.readSite.get(projectId) as { site: string | null } | undefined;
      if (row === undefined) return { kind: 'not_found' };
      if (change.live_agent_placement === 'destination_page' && typeof change.live_agent_slug === 'string') {
        if (this.slugUsed.get(projectId, change.live_agent_slug) !== undefined) return { kind: 'slug_in_use' };
      }
      if (typeof change.logo_image_id === 'string' && this.imageExists.get(projectId, change.logo_image_id) === undefined) return { kind: 'logo_not_found' };
      if (typeof change.favicon_image_id === 'string' && this.imageExists.get(projectId, change.favicon_image_id) === undefined)
        return { kind: 'favicon_not_found' };
      const stored = row.site === null ? {} : (JSON.parse(row.site) as Partial<SiteSettings>);
      const current = { ...DEFAULT_SITE, ...stored };
      const missing = newHomePages(current, change).find(({ language, slug }) => this.pageExists.get(projectId, slug, language) === undefined);
      if (missing !== undefined) return { kind: 'home_page_not_found', ...missing };
      const site = changedSite(current, change);
      this.writeSite.run(JSON.stringify(site), projectId);
      return { kind: 'updated' };
    });
  }
}
