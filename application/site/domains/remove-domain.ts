import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { notFound, type AppError } from '../../../domain/shared/errors.js';
import { parseHostname } from '../../../domain/site/hostname.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { DomainRepository } from '../ports.js';
import { DomainLookup } from './domain-lookup.js';
import { DOMAIN_NOT_FOUND } from './verify-domain.js';

/** Removes a custom domain: its site stops answering there at once. */
@injectable()
export class RemoveDomain {
  static readonly operation = 'remove_domain';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DomainRepository) private readonly domains: DomainRepository,
    @inject(DomainLookup) private readonly lookup: DomainLookup,
  ) {}

  async execute(actor: Actor, input: { projectId: string; hostname: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manage_domains', 'write');
    if (E.isLeft(context)) return context;
    const hostname = parseHostname(input.hostname);
    const removed = E.isRight(hostname) && (await this.domains.delete(input.projectId, hostname.right));
    if (!removed) return E.left(notFound(DOMAIN_NOT_FOUND));
    this.lookup.invalidate();
    return E.right(undefined);
  }
}
