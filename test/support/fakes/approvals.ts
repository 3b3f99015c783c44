import type { ApproveOutcome, DraftApprovals } from '../../../application/approvals/ports.js';
import type { DraftApproval } from '../../../domain/approvals/approval.js';
import { draftWriteRefusal } from '../../../domain/drafts/draft-write.js';
import type { InMemoryPagesState } from './pages.js';

/** Draft approvals in memory, over the pages state; an approval whose draft is gone is never found. */
export class InMemoryDraftApprovals implements DraftApprovals {
  readonly approvals = new Map<string, DraftApproval>();

  constructor(private readonly state: InMemoryPagesState) {}

  async approve(approval: DraftApproval): Promise<ApproveOutcome> {
    const refused = draftWriteRefusal(this.state.byId(approval.project_id, approval.draft_id), approval.revision);
    if (refused !== null) return refused;
    this.approvals.set(approval.draft_id, approval);
    return { kind: 'approved', approval };
  }

  async of(projectId: string, draftIds: readonly string[]): Promise<DraftApproval[]> {
    return draftIds.flatMap((id) => {
      const approval = this.approvals.get(id);
      return approval !== undefined && approval.project_id === projectId && this.state.byId(projectId, id) !== null ? [approval] : [];
    });
  }
}
