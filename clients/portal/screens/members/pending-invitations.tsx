import type { components } from '../../../typescript/client.js';
import { ConfirmAction } from '../../ui/confirm-action.js';

export type Invitation = components['schemas']['Invitation'];

interface PendingInvitationsProps {
  readonly invitations: readonly Invitation[];
  revoke(invitation: Invitation): Promise<void>;
}

/** Invitations not yet accepted, expired or revoked: who, as what, until when; each revoked after a second press. */
export function PendingInvitations({ invitations, revoke }: PendingInvitationsProps) {
  return (
    <section class="pt-panel" aria-labelledby="pending-invitations-heading">
      <h2 id="pending-invitations-heading">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p>None: every invitation was accepted, revoked or has expired.</p>
      ) : (
        <ul class="pt-cards" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} class="pt-card">
              <h3 class="pt-card__title">{invitation.email}</h3>
              <p>
                As {invitation.role}, invited by {invitation.created_by}; the link works until {new Date(invitation.expires_at).toLocaleString()}.
              </p>
              <div class="pt-card__row">
                <ConfirmAction
                  small
                  label={`Revoke the invitation of ${invitation.email}`}
                  question="Its link stops working at once."
                  run={() => revoke(invitation)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
