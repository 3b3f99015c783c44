import type { AddImageOutcome, DeleteImageOutcome, ImageRepository } from '../../../application/media/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import { usageNeedle, type Image } from '../../../domain/media/image.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { isUniqueViolation } from '../pages/rows.js';

const COLUMNS = 'id, project_id, sha256, format, bytes, width, height, created_by, created_at';

/** How many of the pages that use an image a refused delete names. */
const USERS_SHOWN = 10;

export class SqliteImageRepository implements ImageRepository {
  private readonly insert;
  private readonly selectOne;
  private readonly selectByHash;
  private readonly selectPage;
  private readonly selectUsers;
  private readonly isLogo;
  private readonly isFavicon;
  private readonly deleteOne;

  constructor(private readonly db: SqliteDatabase) {
    this.insert = db.prepare(`INSERT INTO images (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`);
    this.selectOne = db.prepare('SELECT * FROM images WHERE project_id = ? AND id = ?');
    this.selectByHash = db.prepare('SELECT * FROM images WHERE project_id = ? AND sha256 = ?');
    this.selectPage = db.prepare('SELECT * FROM images WHERE project_id = ? AND id > ? ORDER BY id LIMIT ?');
    // The unique index (project_id, kind, slug, language) narrows this to the project's live
    // pages; only those are searched, and only when an image is deleted. Metadata values are
    // read as holdsImage (domain/media/image.ts) reads them: strings, and strings in lists.
    this.selectUsers = db.prepare(
      `SELECT slug, language FROM documents d
        WHERE d.project_id = @project_id AND d.kind = 'live'
          AND (instr(d.content, @needle) > 0 OR EXISTS (
            SELECT 1 FROM json_each(d.metadata) m
             WHERE (m.type = 'text' AND instr(m.value, @needle) > 0)
                OR (m.type = 'array' AND EXISTS (SELECT 1 FROM json_each(m.value) e WHERE e.type = 'text' AND instr(e.value, @needle) > 0))))
        ORDER BY d.slug, d.language LIMIT ${USERS_SHOWN}`,
    );
    this.isLogo = db.prepare(`SELECT 1 FROM projects WHERE id = ? AND json_extract(settings, '$.site.logo_image_id') = ?`);
    this.isFavicon = db.prepare(`SELECT 1 FROM projects WHERE id = ? AND json_extract(settings, '$.site.favicon_image_id') = ?`);
    this.deleteOne = db.prepare('DELETE FROM images WHERE project_id = ? AND id = ?');
  }

  async add(image: Image): Promise<AddImageOutcome> {
    try {
      this.insert.run(image);
      return { kind: 'created', image };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = this.selectByHash.get(image.project_id, image.sha256) as Image | undefined;
      if (existing === undefined) throw error;
      return { kind: 'existing', image: existing };
    }
  }

  async find(projectId: string, id: string): Promise<Image | null> {
    return (this.selectOne.get(projectId, id) as Image | undefined) ?? null;
  }

  async findByHash(projectId: string, sha256: string): Promise<Image | null> {
    return (this.selectByHash.get(projectId, sha256) as Image | undefined) ?? null;
  }

  async list(projectId: string, window: PageWindow): Promise<Image[]> {
    return this.selectPage.all(projectId, window.after ?? '', window.limit) as Image[];
  }

  async deleteUnlessUsed(projectId: string, id: string): Promise<DeleteImageOutcome> {
    // BEGIN IMMEDIATE: no page can be published with the image, nor the image made the logo,
    // between the checks and the delete.
    return immediate(this.db, (): DeleteImageOutcome => {
      const image = this.selectOne.get(projectId, id) as Image | undefined;
      if (image === undefined) return { kind: 'not_found' };
      if (this.isLogo.get(projectId, id) !== undefined) return { kind: 'logo' };
      if (this.isFavicon.get(projectId, id) !== undefined) return { kind: 'favicon' };
      const pages = this.selectUsers.all({ project_id: projectId, needle: usageNeedle(projectId, id) }) as Array<{ slug: string; language: string }>;
      if (pages.length > 0) return { kind: 'in_use', pages };
      this.deleteOne.run(projectId, id);
      return { kind: 'deleted', image };
    });
  }
}
