import type { ApproveOutcome, DraftApprovals } from '../../../application/approvals/ports.js';
import type { DraftApproval } from '../../../domain/approvals/approval.js';
import { draftWriteRefusal } from '../../../domain/drafts/draft-write.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { documentOf, type DocumentRow } from '../pages/rows.js';

/** Draft approvals in SQLite: the check of the draft's revision and the write are one BEGIN IMMEDIATE; an approval goes with its draft (ON DELETE CASCADE). */
export class SqliteDraftApprovals implements DraftApprovals {
  private readonly selectDraft;
  private readonly upsert;
  private readonly selectOf;

  constructor(private readonly db: SqliteDatabase) {
    this.selectDraft = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND id = ?`);
    this.upsert = db.prepare(
      `INSERT INTO draft_approvals (draft_id, project_id, revision, approved_by, approved_at) VALUES (@draft_id, @project_id, @revision, @approved_by, @approved_at)
       ON CONFLICT (draft_id) DO UPDATE SET revision = excluded.revision, approved_by = excluded.approved_by, approved_at = excluded.approved_at`,
    );
    this.selectOf = db.prepare(`SELECT * FROM draft_approvals WHERE project_id = ? AND draft_id IN (SELECT value FROM json_each(?))`);
  }

  async approve(approval: DraftApproval): Promise<ApproveOutcome> {
    return immediate(this.db, (): ApproveOutcome => {
      const row = this.selectDraft.get(approval.project_id, approval.draft_id) as DocumentRow | undefined;
      const refused = draftWriteRefusal(row === undefined ? null : documentOf(row), approval.revision);
      if (refused !== null) return refused;
      this.upsert.run(approval);
      return { kind: 'approved', approval };
    });
  }

  async of(projectId: string, draftIds: readonly string[]): Promise<DraftApproval[]> {
    if (draftIds.length === 0) return [];
    return this.selectOf.all(projectId, JSON.stringify(draftIds)) as DraftApproval[];
  }
}
