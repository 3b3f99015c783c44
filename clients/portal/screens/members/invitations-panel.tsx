import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary, Role } from '../../types.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem } from '../../ui/status.js';
import { EmailInviteForm, type CreatedInvitation } from './email-invite-form.js';
import { PendingInvitations, type Invitation } from './pending-invitations.js';

/**
 * Invitations by email, for the managers: the form that invites (its link shown to copy) and
 * the pending invitations, each revocable. `permission` says who may, for refusals.
 */
export function InvitationsPanel({ project, permission }: { readonly project: ProjectSummary; readonly permission: string }) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [pending, reload] = useLoaded(
    'Loading the pending invitations',
    () => portal.api.GET('/api/projects/{projectId}/invitations', path).then((a) => a.invitations),
    [project.id],
  );
  const [problem, setProblem] = useState<string | null>(null);

  async function invite(body: { email: string; role: Role }): Promise<CreatedInvitation | string> {
    try {
      const created = await portal.api.POST('/api/projects/{projectId}/invitations', { ...path, body });
      await reload();
      portal.announce(
        created.mail === 'sent' ? `Invited ${created.email}: the link was emailed to them.` : `Invited ${created.email}: copy the link to send it.`,
      );
      return created;
    } catch (failure) {
      return describeFailure('Inviting', failure, permission);
    }
  }

  async function revoke(invitation: Invitation) {
    setProblem(null);
    try {
      await portal.api.DELETE('/api/projects/{projectId}/invitations/{invitationId}', {
        params: { path: { projectId: project.id, invitationId: invitation.id } },
      });
      await reload();
      portal.announce(`Revoked the invitation of ${invitation.email}.`);
    } catch (failure) {
      setProblem(describeFailure('Revoking the invitation', failure, permission));
    }
  }

  return (
    <>
      <EmailInviteForm project={project} invite={invite} />
      <Problem message={problem} />
      <Show state={pending} loading="Loading the pending invitations…">
        {(list: readonly Invitation[]) => <PendingInvitations invitations={list} revoke={revoke} />}
      </Show>
    </>
  );
}
