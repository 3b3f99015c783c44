import type { ClaimOutcome, InvitationStore, Mailer, MailOutcome } from '../../../application/invitations/ports.js';
import { isPending, type Invitation } from '../../../domain/invitations/invitation.js';
import type { MailMessage } from '../../../domain/invitations/invitation-message.js';

/** Invitations in memory; `claim` is atomic (no await inside). */
export class InMemoryInvitationStore implements InvitationStore {
  readonly invitations = new Map<string, Invitation>();

  async create(invitation: Invitation): Promise<void> {
    this.invitations.set(invitation.id, invitation);
  }

  async listPending(projectId: string, now: string): Promise<Invitation[]> {
    return [...this.invitations.values()].filter((i) => i.project_id === projectId && isPending(i, now)).sort((a, b) => (a.id < b.id ? 1 : -1));
  }

  async revoke(projectId: string, invitationId: string, now: string): Promise<boolean> {
    const invitation = this.invitations.get(invitationId);
    if (invitation === undefined || invitation.project_id !== projectId || !isPending(invitation, now)) return false;
    this.invitations.set(invitationId, { ...invitation, revoked_at: now });
    return true;
  }

  async claim(tokenHash: string, userId: string, now: string): Promise<ClaimOutcome> {
    const invitation = [...this.invitations.values()].find((i) => i.token_hash === tokenHash);
    if (invitation === undefined || !isPending(invitation, now)) return { kind: 'not_found' };
    const claimed = { ...invitation, accepted_by: userId, accepted_at: now };
    this.invitations.set(invitation.id, claimed);
    return { kind: 'claimed', invitation: claimed };
  }

  async release(invitationId: string): Promise<void> {
    const invitation = this.invitations.get(invitationId);
    if (invitation !== undefined) this.invitations.set(invitationId, { ...invitation, accepted_by: null, accepted_at: null });
  }
}

/** A mailer that answers what the test sets (`sent` by default) and keeps every message it was given. */
export class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  outcome: MailOutcome = { kind: 'sent' };

  async send(message: MailMessage): Promise<MailOutcome> {
    this.sent.push(message);
    return this.outcome;
  }
}
