import { useId, useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { hasRole } from '../../roles.js';
import type { ProjectSummary, Role } from '../../types.js';

export type Member = components['schemas']['Member'];

interface MemberCardProps {
  readonly project: ProjectSummary;
  readonly member: Member;
  readonly isMe: boolean;
  /** The project's only admin: a project must keep one, so this one can neither leave nor step down. */
  readonly onlyAdmin: boolean;
  setRole(role: Role): Promise<boolean>;
  setProvisioned(provisioned: boolean): Promise<boolean>;
  remove(): Promise<void>;
}

/** One member: who, their role (a list to change it), live voice (a switch), and removing them after a second press. */
export function MemberCard({ project, member, isMe, onlyAdmin, setRole, setProvisioned, remove }: MemberCardProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  // What the person chose, shown while the service is asked (then what it holds is).
  const [pending, setPending] = useState<{ role?: Role; provisioned?: boolean } | null>(null);
  const busy = pending !== null;
  const mayManage = hasRole(project, 'manager');
  // Only an admin grants or takes away the admin role.
  const mayChangeRole = mayManage && !onlyAdmin && (member.role !== 'admin' || hasRole(project, 'admin'));
  const roles: readonly Role[] = hasRole(project, 'admin') || member.role === 'admin' ? ['member', 'manager', 'admin'] : ['member', 'manager'];
  const who = member.email === null ? member.user_id : `${member.email} (${member.user_id})`;
  const run = async (choice: { role?: Role; provisioned?: boolean }, action: () => Promise<unknown>) => {
    setPending(choice);
    await action();
    setPending(null);
  };

  return (
    <li class="pt-card">
      <h2 class="pt-card__title">
        {who}
        {isMe ? ' (you)' : ''}
      </h2>
      <div class="pt-card__row">
        <label for={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          value={pending?.role ?? member.role}
          disabled={!mayChangeRole || busy}
          onChange={(event) => {
            const role = event.currentTarget.value as Role;
            void run({ role }, () => setRole(role));
          }}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </div>
      <div class="pt-card__row">
        <input
          type="checkbox"
          id={`${id}-voice`}
          checked={pending?.provisioned ?? member.provisioned}
          disabled={!mayManage || busy}
          aria-describedby={`${id}-voice-help`}
          onChange={(event) => {
            const provisioned = event.currentTarget.checked;
            void run({ provisioned }, () => setProvisioned(provisioned));
          }}
        />
        <label for={`${id}-voice`}>Live voice</label>
        <span class="em-help" id={`${id}-voice-help`}>
          {member.provisioned ? 'May start live voice sessions.' : 'Not provisioned: may not start live voice sessions.'}
        </span>
      </div>
      {onlyAdmin ? (
        <p class="em-help" role="note">
          The project’s only admin: a project must keep at least one admin, so{' '}
          {isMe ? 'you can neither leave nor step down' : 'they can neither leave nor step down'} until another member is made an admin.
        </p>
      ) : null}
      {mayManage && !onlyAdmin && (member.role !== 'admin' || hasRole(project, 'admin')) ? (
        confirming ? (
          <div class="pt-card__row" role="group" aria-label={`Remove ${member.user_id}?`}>
            <span>{isMe ? 'Leave this project? You lose access to it at once.' : `Remove ${member.user_id}? They lose access at once.`}</span>
            <button type="button" class="em-button em-button--danger" disabled={busy} onClick={() => void run({}, remove)}>
              {isMe ? 'Leave the project' : `Remove ${member.user_id}`}
            </button>
            <button type="button" class="em-button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <div>
            <button type="button" class="em-button" onClick={() => setConfirming(true)}>
              {isMe ? 'Leave…' : 'Remove…'}
            </button>
          </div>
        )
      ) : null}
    </li>
  );
}
