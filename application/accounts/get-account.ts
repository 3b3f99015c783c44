import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Role } from '../../domain/projects/role.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
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

  async execute(actor: Actor): Promise<E.Either<AppError, AccountView>> {
    const [account, projects] = await Promise.all([
      this.accounts.find(actor.userId),
      this.projects.listForUser(actor.userId),
    ]);
    return E.right({
      user_id: actor.userId,
      email: actor.email ?? account?.email ?? null,
      projects: projects.map(({ project, role }) => ({ id: project.id, name: project.name, role })),
    });
  }
}
