import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { AccountRepository } from '../accounts/ports.js';
import { toMemberView, type MemberView } from './members.js';
import { MembershipRepository, ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND } from './project-access.js';

/** Operator command (no HTTP surface): a project's members, as the API lists them, without a member's credentials. */
@injectable()
export class ListProjectMembers {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
  ) {}

  async execute(input: { projectId: string }): Promise<E.Either<AppError, { members: MemberView[] }>> {
    if ((await this.projects.findById(input.projectId)) === null) return E.left(notFound(PROJECT_NOT_FOUND));
    const members = await this.memberships.list(input.projectId);
    const accounts = new Map((await this.accounts.findMany(members.map((m) => m.user_id))).map((a) => [a.user_id, a]));
    return E.right({ members: members.map((m) => toMemberView(m, accounts.get(m.user_id))) });
  }
}
