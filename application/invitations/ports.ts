import type { Invitation } from '../../domain/invitations/invitation.js';
import type { MailMessage } from '../../domain/invitations/invitation-message.js';

export type ClaimOutcome =
  /** This call won the invitation: it is marked accepted by the caller, and no other claim will succeed. */
  | { readonly kind: 'claimed'; readonly invitation: Invitation }
  /** No such token, or it expired, was revoked or was already accepted: the caller learns no more. */
  | { readonly kind: 'not_found' };

/**
 * Invitations, found by the hash of their token. `claim` checks and marks in one atomic step,
 * so of any number of accepts racing for one token exactly one wins.
 */
export interface InvitationStore {
  create(invitation: Invitation): Promise<void>;
  /** The project's invitations still usable at `now`, newest first. */
  listPending(projectId: string, now: string): Promise<Invitation[]>;
  /** Ends a pending invitation at once; false when the project has no pending one with that id. */
  revoke(projectId: string, invitationId: string, now: string): Promise<boolean>;
  /** Marks the invitation accepted by `userId` at `now`, if it is still pending then. */
  claim(tokenHash: string, userId: string, now: string): Promise<ClaimOutcome>;
  /** Undoes `claim` (the membership it was for could not be added): pending again, as it was. */
  release(invitationId: string): Promise<void>;
}
export const InvitationStore = Symbol.for('InvitationStore');

export type MailOutcome =
  | { readonly kind: 'sent' }
  /** No mail is configured (no SMTP_URL): nothing was sent, the link is for the inviter to pass on. */
  | { readonly kind: 'not_configured' }
  /** The mail server refused or could not be reached (the adapter logged why). */
  | { readonly kind: 'failed' };

/** Sends mail, when the service has a mail server; never throws. */
export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
}
export const Mailer = Symbol.for('Mailer');
