import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { DomainView } from '../../../domain/site/hostname.js';
import { listedDomainView } from '../../../domain/site/reserved-hostnames.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { DomainRepository } from '../ports.js';
import { ReservedHostnames } from '../reserved-hostnames.js';

/** The project's custom domains: pending, verified, or `reserved` (a name the configuration reserves, stored before it did: served by nothing). */
@injectable()
export class ListDomains {
  static readonly operation = 'list_domains';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DomainRepository) private readonly domains: DomainRepository,
    @inject(ReservedHostnames) private readonly reserved: ReservedHostnames,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, { domains: DomainView[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_configuration', 'read');
    if (E.isLeft(context)) return context;
    return E.right({ domains: (await this.domains.list(input.projectId)).map((domain) => listedDomainView(domain, this.reserved)) });
  }
}
