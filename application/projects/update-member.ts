import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { Role } from '../../domain/projects/role.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { AccountRepository } from '../accounts/ports.js';
import { checkAdminBoundary } from '../../domain/projects/membership.js';
import { changeResult, MEMBER_NOT_FOUND, toMemberView, type MemberView } from './members.js';
import { MembershipRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';

export const UpdateMemberInput = t.exact(t.partial({ role: Role, provisioned: t.boolean }));
export type UpdateMemberInput = t.TypeOf<typeof UpdateMemberInput>;

const changesOf = ({ role, provisioned }: UpdateMemberInput) => ({ ...(role !== undefined && { role }), ...(provisioned !== undefined && { provisioned }) });

@injectable()
export class UpdateMember {
  static readonly operation = 'update_member';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; userId: string } & UpdateMemberInput): Promise<E.Either<AppError, MemberView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_members', 'write');
    if (E.isLeft(context)) return context;
    const current = await this.memberships.find(input.projectId, input.userId);
    if (current === null) return E.left(notFound(MEMBER_NOT_FOUND));
    const boundary = checkAdminBoundary(context.right.role, current.role, input.role);
    if (E.isLeft(boundary)) return boundary;
    const result = changeResult(await this.memberships.update(input.projectId, input.userId, changesOf(input)));
    if (E.isLeft(result)) return result;
    return E.right(toMemberView(result.right ?? current, await this.accounts.find(input.userId)));
  }
}
