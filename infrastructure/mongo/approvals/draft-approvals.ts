import type { Db, MongoClient } from 'mongodb';
import type { ApproveOutcome, DraftApprovals } from '../../../application/approvals/ports.js';
import type { DraftApproval } from '../../../domain/approvals/approval.js';
import { draftWriteRefusal } from '../../../domain/drafts/draft-write.js';
import { PAGES, toPage, type PageDoc } from '../pages/documents.js';

export const DRAFT_APPROVALS = 'draft_approvals';

type ApprovalDoc = Omit<DraftApproval, 'draft_id'> & { _id: string };

/**
 * Draft approvals in MongoDB: the draft's revision is read and the approval written in one
 * transaction (a save commits before or after it, never in between). An approval left by a
 * discarded draft names an id no draft will have again: it is never read.
 */
export class MongoDraftApprovals implements DraftApprovals {
  private readonly approvals;
  private readonly pages;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.approvals = db.collection<ApprovalDoc>(DRAFT_APPROVALS);
    this.pages = db.collection<PageDoc>(PAGES);
  }

  async approve(approval: DraftApproval): Promise<ApproveOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<ApproveOutcome> => {
        // Written, not only read: a save's transaction touching the draft conflicts with this one.
        const doc = await this.pages.findOneAndUpdate(
          { _id: approval.draft_id, project_id: approval.project_id },
          { $set: { project_id: approval.project_id } },
          { session, returnDocument: 'after' },
        );
        const refused = draftWriteRefusal(doc === null ? null : toPage(doc), approval.revision);
        if (refused !== null) return refused;
        const { draft_id, ...rest } = approval;
        await this.approvals.replaceOne({ _id: draft_id }, rest, { upsert: true, session });
        return { kind: 'approved', approval };
      }),
    );
  }

  async of(projectId: string, draftIds: readonly string[]): Promise<DraftApproval[]> {
    const docs = await this.approvals.find({ project_id: projectId, _id: { $in: [...draftIds] } }).toArray();
    return docs.map(({ _id, ...rest }) => ({ draft_id: _id, ...rest }));
  }
}
