import * as E from 'fp-ts/lib/Either.js';
import { forbidden, type AppError } from '../shared/errors.js';
import { roleAtLeast, type Role } from './role.js';

export interface Membership {
  readonly project_id: string;
  readonly user_id: string;
  readonly role: Role;
  /** Live voice needs it; a manager provisions members explicitly. */
  readonly provisioned: boolean;
  readonly created_at: string;
}

/** What a member update may change. */
export interface MembershipChanges {
  readonly role?: Role | undefined;
  readonly provisioned?: boolean | undefined;
}

export const changedMembership = (current: Membership, changes: MembershipChanges): Membership => ({
  ...current,
  role: changes.role ?? current.role,
  provisioned: changes.provisioned ?? current.provisioned,
});

/**
 * The last-admin rule, said once for every store: a change that takes `current`'s admin role
 * away (`next` null: removing the member) is refused while `current` is the project's only
 * admin. `admins` counts the project's admins before the change, read in the same transaction.
 */
export const leavesNoAdmin = (current: Membership, next: Membership | null, admins: number): boolean =>
  current.role === 'admin' && next?.role !== 'admin' && admins <= 1;

/**
 * The admin-grant boundary: only an admin grants `admin` or changes an admin's membership.
 * `touchedRoles` are the roles the change reads or writes (the member's current and new role).
 */
export function checkAdminBoundary(actorRole: Role, ...touchedRoles: Array<Role | undefined>): E.Either<AppError, void> {
  const touchesAdmin = touchedRoles.some((role) => role === 'admin');
  return touchesAdmin && !roleAtLeast(actorRole, 'admin') ? E.left(forbidden()) : E.right(undefined);
}
