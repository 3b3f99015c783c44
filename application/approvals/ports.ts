import type { DraftApproval } from '../../domain/approvals/approval.js';
import type { DraftWriteRefusal } from '../../domain/drafts/draft-write.js';

/** Refused as a draft write is (draftWriteRefusal): no such draft, a live page, or a draft that moved on from the revision approved. */
export type ApproveOutcome = { readonly kind: 'approved'; readonly approval: DraftApproval } | DraftWriteRefusal;

/**
 * Approvals of drafts, one per draft (the latest replaces an earlier one), bound to the revision
 * approved. They go with their draft.
 */
export interface DraftApprovals {
  /** Records the approval if the draft is still at `approval.revision`, in one atomic step. */
  approve(approval: DraftApproval): Promise<ApproveOutcome>;
  /** The approvals of those drafts of the project that have one (at whatever revision). */
  of(projectId: string, draftIds: readonly string[]): Promise<DraftApproval[]>;
}
export const DraftApprovals = Symbol.for('DraftApprovals');
