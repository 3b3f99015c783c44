import type { CaptureHeader, CaptureRepository } from '../../../application/ingestion/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { Capture } from '../../../domain/ingestion/capture.js';
import type { SqliteDatabase } from '../database.js';

const HEADER_COLUMNS = 'id, project_id, url, title, captured_by, captured_at';

export class SqliteCaptureRepository implements CaptureRepository {
  private readonly insert;
  private readonly selectOne;
  private readonly selectPage;
  private readonly deleteOne;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(`INSERT INTO captures (${HEADER_COLUMNS}, html) VALUES (@id, @project_id, @url, @title, @captured_by, @captured_at, @html)`);
    this.selectOne = db.prepare('SELECT * FROM captures WHERE project_id = ? AND id = ?');
    // The list never reads the HTML (up to 1 MB a row).
    this.selectPage = db.prepare(`SELECT ${HEADER_COLUMNS} FROM captures WHERE project_id = ? AND id > ? ORDER BY id LIMIT ?`);
    this.deleteOne = db.prepare('DELETE FROM captures WHERE project_id = ? AND id = ?');
  }

  async add(capture: Capture): Promise<void> {
    this.insert.run(capture);
  }

  async find(projectId: string, id: string): Promise<Capture | null> {
    return (this.selectOne.get(projectId, id) as Capture | undefined) ?? null;
  }

  async list(projectId: string, window: PageWindow): Promise<CaptureHeader[]> {
    return this.selectPage.all(projectId, window.after ?? '', window.limit) as CaptureHeader[];
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return this.deleteOne.run(projectId, id).changes > 0;
  }
}
