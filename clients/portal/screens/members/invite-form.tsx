import { useState } from 'preact/hooks';
import type { ProjectSummary, Role } from '../../types.js';
import { Field } from '../../ui/field.js';
import { Problem } from '../../ui/status.js';
import { RoleField } from './role-field.js';

interface InviteFormProps {
  readonly project: ProjectSummary;
  /** Adds them; answers the service's refusal in words, or null. */
  add(member: { user_id: string; role: Role; provisioned: boolean }): Promise<string | null>;
}

/** Adding a member by the user id they sign in with, in a role, provisioned for live voice or not. */
export function InviteForm({ project, add }: InviteFormProps) {
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [provisioned, setProvisioned] = useState(false);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setMissing(userId.trim() === '');
    if (userId.trim() === '') return;
    setBusy(true);
    const refused = await add({ user_id: userId.trim(), role, provisioned });
    setRefusal(refused);
    if (refused === null) {
      setUserId('');
      setProvisioned(false);
    }
    setBusy(false);
  }

  return (
    <form class="em-form pt-panel" onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading">Add a member by user id</h2>
      <Problem message={refusal} />
      <Field
        label="User id"
        help="The id they sign in with: they find it under Account, Your projects."
        error={missing ? 'Enter the user id of the person to add.' : null}
      >
        {(control) => <input {...control} value={userId} autocomplete="off" spellcheck={false} onInput={(e) => setUserId(e.currentTarget.value)} />}
      </Field>
      <RoleField project={project} role={role} onChange={setRole} />
      <div class="em-field em-field--check">
        <input type="checkbox" id="invite-provisioned" checked={provisioned} onChange={(e) => setProvisioned(e.currentTarget.checked)} />
        <label for="invite-provisioned">Provisioned for live voice</label>
        <p class="em-help">They may start live voice sessions with the agent, within the plan’s daily limit.</p>
      </div>
      <div>
        <button type="submit" class="em-button em-button--primary" disabled={busy}>
          {busy ? 'Adding…' : 'Add member'}
        </button>
      </div>
    </form>
  );
}
