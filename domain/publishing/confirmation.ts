/** What a confirm reads of the dry run's confirmation it was given (stored under its token's hash). */
export interface ConfirmationState {
  readonly project_id: string;
  readonly expires_at: string;
  /** The publish that used it, or null. */
  readonly publish_id: string | null;
}

export type ConfirmationCheck =
  /** No such token, or another project's. */
  | { readonly kind: 'unknown_token' }
  /** Used already: a repeated confirm answers the publish it made. */
  | { readonly kind: 'already_published'; readonly publish_id: string }
  | { readonly kind: 'expired'; readonly expires_at: string }
  /** Its manifest may be checked against the drafts (changedDrafts), then promoted. */
  | { readonly kind: 'usable' };

/**
 * The checks of a publish confirmation, in their order, said once for every store (each calls
 * it inside its confirm's transaction, on the confirmation it just read): an unknown token,
 * then one already used (before expiry, so a repeat of a confirm that succeeded is answered
 * the same even after the token's time), then an expired one. Only then are the manifest's
 * revisions compared.
 */
export function checkConfirmation(confirmation: ConfirmationState | null, projectId: string, at: string): ConfirmationCheck {
  if (confirmation === null || confirmation.project_id !== projectId) return { kind: 'unknown_token' };
  if (confirmation.publish_id !== null) return { kind: 'already_published', publish_id: confirmation.publish_id };
  if (confirmation.expires_at <= at) return { kind: 'expired', expires_at: confirmation.expires_at };
  return { kind: 'usable' };
}
