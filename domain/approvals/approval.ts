import type { Manifest } from '../publishing/manifest.js';

/** A draft approved for publishing, at one revision: a later save leaves it unapproved again. */
export interface DraftApproval {
  readonly draft_id: string;
  readonly project_id: string;
  readonly revision: number;
  /** Who approved (an actor label: a user id). */
  readonly approved_by: string;
  readonly approved_at: string;
}

/** Whether the draft, at `revision`, carries an approval of that very revision. */
export const isApprovedAt = (approval: Pick<DraftApproval, 'revision'> | undefined, revision: number): boolean => approval?.revision === revision;

/** Why a draft is held back while the project requires approvals: words an editor reads in the dry run (no API path). */
export const notApprovedReason = (revision: number): string =>
  `waiting for approval: a manager or an admin other than its last editor must approve revision ${revision}`;

/** Why a reader of a draft may not approve it: their role (a member), or an OAuth client acting for them. */
export const APPROVER_ROLE = 'Only a manager or an admin, signed in themselves, approves drafts';

/** The refusal of an approval by the person who made the revision. */
export const OWN_REVISION = 'A draft cannot be approved by its last editor: another manager or admin must approve it';

/** The refusal of an approval of a revision saved through an API key whose creator, whom its saves count as, is not known. */
export const UNKNOWN_KEY_CREATOR =
  'A revision saved through an API key whose creator is not known (a key revoked since, or made before keys recorded their creator) cannot be approved: ' +
  'save the draft again, then a manager or admin other than who saved it approves that revision';

/**
 * A manifest with the approval rule applied: every draft whose current revision carries no
 * approval is blocked with that reason (one already blocked gets the reason added), so the dry
 * run lists it with the others, item by item. The same rule holds a release's drafts back.
 */
export function requireApprovals(manifest: Manifest, approvalOf: (draftId: string) => Pick<DraftApproval, 'revision'> | undefined): Manifest {
  const unapproved = manifest.changes.filter((change) => !isApprovedAt(approvalOf(change.draft_id), change.revision));
  if (unapproved.length === 0) return manifest;
  const blocked = [
    ...manifest.blocked,
    ...unapproved.map(({ draft_id, slug, language, revision }) => ({ draft_id, slug, language, reasons: [notApprovedReason(revision)] })),
  ].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
  return { ...manifest, changes: manifest.changes.filter((change) => !unapproved.includes(change)), blocked };
}
