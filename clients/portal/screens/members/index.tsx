import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { InvitationsPanel } from './invitations-panel.js';
import { InviteForm } from './invite-form.js';
import { MemberCard, type Member } from './member-card.js';

/** Who may do what here, as the service decides it. */
export const WHO_MANAGES = 'Managers and admins add, change and remove members; only an admin makes someone an admin.';

/**
 * Members: who is in the project, their role, whether they may start live voice sessions;
 * managers invite them by email (a link) or add them by user id, change and remove them. A project keeps one admin at least: its only admin
 * can neither leave nor step down, and the screen says so where it applies.
 */
export function MembersScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [members, reload] = useLoaded('Loading the members', () => portal.api.GET('/api/projects/{projectId}/members', path).then((a) => a.members), [
    project.id,
  ]);
  const [problem, setProblem] = useState<string | null>(null);

  /**
   * A change of a member, then the list read again, and `done` announced (a change of the
   * person's own role changes their projects too). Answers the refusal in words, or null.
   */
  async function change(doing: string, call: () => Promise<unknown>, done: string, ownRole = false): Promise<string | null> {
    setProblem(null);
    try {
      await call();
      await reload();
      if (ownRole) await portal.reloadProjects();
      portal.announce(done);
      return null;
    } catch (failure) {
      return describeFailure(doing, failure, WHO_MANAGES);
    }
  }
  /** A change made on a member's card: its refusal is said above the list. */
  const onCard = async (refusal: Promise<string | null>) => {
    const message = await refusal;
    setProblem(message);
    return message === null;
  };

  const memberPath = (userId: string) => ({ params: { path: { projectId: project.id, userId } } });
  const me = portal.user.value?.userId;
  return (
    <section class="pt-screen">
      <h1>Members</h1>
      {hasRole(project, 'manager') ? (
        <p>
          Members read the project’s pages; managers edit and publish them and manage members and settings; admins also manage modules, domains, keys and
          webhooks, and delete the project.
        </p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO_MANAGES)}</ReadOnlyNote>
      )}
      <Problem message={problem} />
      <Show state={members} loading="Loading the members…">
        {(list: readonly Member[]) => {
          const admins = list.filter((m) => m.role === 'admin').length;
          return (
            <ul class="pt-cards" aria-label="Members">
              {list.map((member) => (
                <MemberCard
                  key={member.user_id}
                  project={project}
                  member={member}
                  isMe={member.user_id === me}
                  onlyAdmin={member.role === 'admin' && admins === 1}
                  setRole={(role) =>
                    onCard(
                      change(
                        'Changing the role',
                        () => portal.api.PATCH('/api/projects/{projectId}/members/{userId}', { ...memberPath(member.user_id), body: { role } }),
                        `${member.user_id} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`,
                        member.user_id === me,
                      ),
                    )
                  }
                  setProvisioned={(provisioned) =>
                    onCard(
                      change(
                        provisioned ? 'Provisioning for live voice' : 'Unprovisioning for live voice',
                        () => portal.api.PATCH('/api/projects/{projectId}/members/{userId}', { ...memberPath(member.user_id), body: { provisioned } }),
                        `${member.user_id} ${provisioned ? 'can now start' : 'can no longer start'} live voice sessions.`,
                      ),
                    )
                  }
                  remove={async () => {
                    const removed = await onCard(
                      change(
                        member.user_id === me ? 'Leaving the project' : 'Removing the member',
                        () => portal.api.DELETE('/api/projects/{projectId}/members/{userId}', memberPath(member.user_id)),
                        member.user_id === me ? `You left “${project.name}”.` : `Removed ${member.user_id} from the project.`,
                      ),
                    );
                    if (removed && member.user_id === me) {
                      await portal.go({ screen: 'projects', projectId: null });
                      await portal.reloadProjects();
                    }
                  }}
                />
              ))}
            </ul>
          );
        }}
      </Show>
      {hasRole(project, 'manager') ? <InvitationsPanel project={project} permission={WHO_MANAGES} /> : null}
      {hasRole(project, 'manager') ? (
        <InviteForm
          project={project}
          add={(body) =>
            change(
              'Adding the member',
              () => portal.api.POST('/api/projects/{projectId}/members', { ...path, body }),
              `Added ${body.user_id} as ${body.role === 'admin' ? 'an' : 'a'} ${body.role}.`,
            )
          }
        />
      ) : null}
    </section>
  );
}
