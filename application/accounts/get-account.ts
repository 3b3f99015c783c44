import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Role } from '../../domain/projects/role.js';
import type { AppError } from '../../domain/shared/errors.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { ProjectRepository } from '../projects/ports.js';
import { AccountRepository } from './ports.js';

export interface AccountView {
  readonly user_id: string;
  readonly email: string | null;
  readonly projects: Array<{ id: string; name: string; role: Role }>;
}

@injectable()
export class GetAccount {
  static readonly operation = 'get_account';

  constructor(
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  /**
   * The person's own account. An API key has none (it stands for one project, which `GET
   * /api/projects` shows it); an OAuth client acting for the user is not shown it.
   */
  async execute(actor: Actor): Promise<E.Either<AppError, AccountView>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    const { userId, email } = user.right;
    const [account, projects] = await Promise.all([this.accounts.find(userId), this.projects.listForUser(userId)]);
    return E.right({
      user_id: userId,
      email: email ?? account?.email ?? null,
      projects: projects.map(({ project, role }) => ({ id: project.id, name: project.name, role })),
    });
  }
}
