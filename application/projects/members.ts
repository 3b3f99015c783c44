import type { Membership } from '../../domain/projects/membership.js';
import type { Role } from '../../domain/projects/role.js';
import type { Account } from '../accounts/ports.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import type { MembershipChange } from './ports.js';
import * as E from 'fp-ts/lib/Either.js';

/** What a member looks like to API callers. */
export interface MemberView {
  readonly user_id: string;
  readonly email: string | null;
  readonly role: Role;
  readonly provisioned: boolean;
  readonly created_at: string;
}

export const toMemberView = (membership: Membership, account: Account | null | undefined): MemberView => ({
  user_id: membership.user_id,
  email: account?.email ?? null,
  role: membership.role,
  provisioned: membership.provisioned,
  created_at: membership.created_at,
});

export const MEMBER_NOT_FOUND = 'Member not found';
const LAST_ADMIN = 'A project must keep at least one admin';

export function changeResult(change: MembershipChange): E.Either<AppError, Membership | null> {
  switch (change.kind) {
    case 'updated':
      return E.right(change.membership);
    case 'removed':
      return E.right(null);
    case 'not_found':
      return E.left(notFound(MEMBER_NOT_FOUND));
    case 'last_admin':
      return E.left(conflict(LAST_ADMIN));
  }
}
