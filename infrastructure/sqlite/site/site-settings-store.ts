import type { SiteSettingsStore, SiteUpdateOutcome } from '../../../application/site/ports.js';
import type { SiteSettings } from '../../../domain/projects/project.js';
import { immediate, type SqliteDatabase } from '../database.js';

/**
 * Site settings live in the project's settings JSON. The slug check and the write share one
 * BEGIN IMMEDIATE transaction with the same lock page creation takes, so a page cannot appear
 * on a slug between the check and the reservation.
 */
export class SqliteSiteSettingsStore implements SiteSettingsStore {
  private readonly projectExists;
  private readonly slugUsed;
  private readonly writeSite;

  constructor(private readonly db: SqliteDatabase) {
    this.projectExists = db.prepare(`SELECT 1 FROM projects WHERE id = ?`);
    this.slugUsed = db.prepare(`SELECT 1 FROM documents WHERE project_id = ? AND slug = ? LIMIT 1`);
    // Only the `site` key changes: a concurrent live-agent settings change is kept.
    this.writeSite = db.prepare(`UPDATE projects SET settings = json_set(settings, '$.site', json(?)) WHERE id = ?`);
  }

  async update(projectId: string, site: SiteSettings): Promise<SiteUpdateOutcome> {
    return immediate(this.db, (): SiteUpdateOutcome => {
      if (this.projectExists.get(projectId) === undefined) return { kind: 'not_found' };
      if (site.live_agent_placement === 'destination_page' && site.live_agent_slug !== null) {
        if (this.slugUsed.get(projectId, site.live_agent_slug) !== undefined) return { kind: 'slug_in_use' };
      }
      this.writeSite.run(JSON.stringify(site), projectId);
      return { kind: 'updated' };
    });
  }
}
