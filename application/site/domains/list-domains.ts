import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import type { AppError } from '../../../domain/shared/errors.js';
import { domainView, type DomainView } from '../../../domain/site/hostname.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { DomainRepository } from '../ports.js';

/** The project's custom domains, pending and verified. */
@injectable()
export class ListDomains {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DomainRepository) private readonly domains: DomainRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, { domains: DomainView[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_configuration', 'read');
    if (E.isLeft(context)) return context;
    return E.right({ domains: (await this.domains.list(input.projectId)).map(domainView) });
  }
}
