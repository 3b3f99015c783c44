import type { OpenOutcome, PreviewLinkRepository } from '../../../application/preview-links/ports.js';
import type { PreviewLink } from '../../../domain/preview-links/preview-link.js';
import type { SqliteDatabase } from '../database.js';

/**
 * Preview links in SQLite. A view is counted by one conditional UPDATE (unexpired, under its
 * limit), so opens racing each other, on any number of connections, never count past the limit.
 */
export class SqlitePreviewLinkRepository implements PreviewLinkRepository {
  private readonly insert;
  private readonly selectAll;
  private readonly remove;
  private readonly count;
  private readonly selectByHash;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO preview_links (id, project_id, token_hash, draft_id, release_id, expires_at, max_views, views, created_by, created_at)
       VALUES (@id, @project_id, @token_hash, @draft_id, @release_id, @expires_at, @max_views, @views, @created_by, @created_at)`,
    );
    this.selectAll = db.prepare(`SELECT * FROM preview_links WHERE project_id = ? ORDER BY id DESC`);
    this.remove = db.prepare(`DELETE FROM preview_links WHERE project_id = ? AND id = ?`);
    this.count = db.prepare(
      `UPDATE preview_links SET views = views + 1
       WHERE token_hash = @hash AND expires_at > @now AND (max_views IS NULL OR views < max_views) RETURNING *`,
    );
    this.selectByHash = db.prepare(`SELECT expires_at FROM preview_links WHERE token_hash = ?`);
  }

  async create(link: PreviewLink): Promise<void> {
    this.insert.run(link);
  }

  async list(projectId: string): Promise<PreviewLink[]> {
    return this.selectAll.all(projectId) as PreviewLink[];
  }

  async revoke(projectId: string, linkId: string): Promise<boolean> {
    return this.remove.run(projectId, linkId).changes === 1;
  }

  async open(tokenHash: string, now: string): Promise<OpenOutcome> {
    const counted = this.count.get({ hash: tokenHash, now }) as PreviewLink | undefined;
    if (counted !== undefined) return { kind: 'opened', link: counted };
    // Not counted: say why (what the update's conditions found, read after it).
    const found = this.selectByHash.get(tokenHash) as Pick<PreviewLink, 'expires_at'> | undefined;
    if (found === undefined) return { kind: 'not_found' };
    return found.expires_at <= now ? { kind: 'expired' } : { kind: 'exhausted' };
  }
}
