import type { DraftVersionRepository } from '../../../application/drafts/ports.js';
import type { DraftVersion, DraftVersionSummary } from '../../../domain/drafts/version.js';
import type { SqliteDatabase } from '../database.js';
import { toVersion, toVersionSummary, type VersionRow } from './rows.js';

export class SqliteDraftVersionRepository implements DraftVersionRepository {
  private readonly selectSummaries;
  private readonly selectOne;
  private readonly selectNewest;

  constructor(db: SqliteDatabase) {
    // The listing never reads the snapshots (metadata, content).
    this.selectSummaries = db.prepare(
      `SELECT id, draft_id, revision, saved_at, saved_by, autosave FROM draft_versions
       WHERE project_id = ? AND draft_id = ? ORDER BY revision DESC`,
    );
    // One row through the (draft_id, revision) index, however many versions the draft has.
    this.selectNewest = db.prepare(
      `SELECT id, draft_id, revision, saved_at, saved_by, autosave FROM draft_versions
       WHERE project_id = ? AND draft_id = ? ORDER BY revision DESC LIMIT 1`,
    );
    this.selectOne = db.prepare(`SELECT * FROM draft_versions WHERE project_id = ? AND draft_id = ? AND id = ?`);
  }

  async list(projectId: string, draftId: string): Promise<DraftVersionSummary[]> {
    return (this.selectSummaries.all(projectId, draftId) as VersionRow[]).map(toVersionSummary);
  }

  async newest(projectId: string, draftId: string): Promise<DraftVersionSummary | null> {
    const row = this.selectNewest.get(projectId, draftId) as VersionRow | undefined;
    return row ? toVersionSummary(row) : null;
  }

  async find(projectId: string, draftId: string, versionId: string): Promise<DraftVersion | null> {
    const row = this.selectOne.get(projectId, draftId, versionId) as Required<VersionRow> | undefined;
    return row ? toVersion(row) : null;
  }
}
