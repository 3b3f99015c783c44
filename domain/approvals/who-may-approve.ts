import { OWN_REVISION, UNKNOWN_KEY_CREATOR, type DraftApproval } from './approval.js';

/** Who asks to approve a draft's revision, and who made that revision (labels, see actorLabel). */
export interface ApprovalClaim {
  /** The person asking (a user id). */
  readonly approver: string;
  /** Who saved the revision: a user id, or an API key's label (then `keyCreator` says whose saves they count as). */
  readonly lastEditor: string | undefined;
  /** Only for a key's save: the user who created the key, or null when that is not known (a key revoked since, or made before keys recorded it). */
  readonly keyCreator?: string | null;
}

/**
 * The approval rule between two people, once for the approve itself and for the draft's read
 * (whether its reader may approve): the last editor never approves their own revision, and a
 * save through a key counts as its creator's (one whose creator is not known nobody approves).
 * The role and the kind of caller (a person, not a key) are checked before this.
 */
export function approvalRefusal(claim: ApprovalClaim): string | null {
  if (claim.lastEditor === claim.approver) return OWN_REVISION;
  if (claim.keyCreator === undefined) return null;
  if (claim.keyCreator === null) return UNKNOWN_KEY_CREATOR;
  return claim.keyCreator === claim.approver ? OWN_REVISION : null;
}

/** A draft's approval as its read reports it: the project's setting and the latest approval, whose revision may be older than the draft's (stale). */
export interface ApprovalState {
  readonly required: boolean;
  readonly approved_revision: number | null;
  readonly approved_by: string | null;
  readonly approved_at: string | null;
}

/** Null while approvals are off and the draft carries none: nothing to say about it. */
export function approvalState(required: boolean, approval: DraftApproval | undefined): ApprovalState | null {
  if (!required && approval === undefined) return null;
  return {
    required,
    approved_revision: approval?.revision ?? null,
    approved_by: approval?.approved_by ?? null,
    approved_at: approval?.approved_at ?? null,
  };
}
