import { hasRole } from '../../roles.js';
import type { ProjectSummary, Role } from '../../types.js';
import { Field } from '../../ui/field.js';

/** The role a new member gets (added by user id or invited by email): admin only offered by an admin, as the service allows. */
export function RoleField({ project, role, onChange }: { readonly project: ProjectSummary; readonly role: Role; onChange(role: Role): void }) {
  return (
    <Field label="Role">
      {(control) => (
        <select {...control} value={role} onChange={(e) => onChange(e.currentTarget.value as Role)}>
          <option value="member">member (reads)</option>
          <option value="manager">manager (edits, publishes, manages)</option>
          {hasRole(project, 'admin') ? <option value="admin">admin (everything)</option> : null}
        </select>
      )}
    </Field>
  );
}
