import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { AccountRepository } from '../accounts/ports.js';
import { toMemberView, type MemberView } from './members.js';
import { MembershipRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';

@injectable()
export class ListMembers {
  static readonly operation = 'list_members';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, { members: MemberView[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_members', 'read');
    if (E.isLeft(context)) return context;
    const members = await this.memberships.list(input.projectId);
    const accounts = new Map((await this.accounts.findMany(members.map((m) => m.user_id))).map((a) => [a.user_id, a]));
    return E.right({ members: members.map((m) => toMemberView(m, accounts.get(m.user_id))) });
  }
}
