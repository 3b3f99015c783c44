import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Role } from '../../domain/projects/role.js';
import { forbidden, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
import { NEEDS_USER } from '../projects/project-access.js';
import { AccountRepository } from './ports.js';

export interface AccountView {
  readonly user_id: string;
  readonly email: string | null;
  readonly projects: Array<{ id: string; name: string; role: Role }>;
}

@injectable()
export class GetAccount {
  constructor(
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  /** An API key has no account: it stands for one project, which `GET /api/projects` shows it. */
  async execute(actor: Actor): Promise<E.Either<AppError, AccountView>> {
    if (actor.kind !== 'user') return E.left(forbidden(NEEDS_USER));
    const [account, projects] = await Promise.all([this.accounts.find(actor.userId), this.projects.listForUser(actor.userId)]);
    return E.right({
      user_id: actor.userId,
      email: actor.email ?? account?.email ?? null,
      projects: projects.map(({ project, role }) => ({ id: project.id, name: project.name, role })),
    });
  }
}
