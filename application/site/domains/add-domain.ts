import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { conflict, type AppError } from '../../../domain/shared/errors.js';
import { domainView, HostnameCodec, type DomainView } from '../../../domain/site/hostname.js';
import { reservedHostnameProblem } from '../../../domain/site/reserved-hostnames.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { Clock } from '../../shared/ports.js';
import { SecretTokens } from '../../shared/secret-tokens.js';
import { DomainRepository } from '../ports.js';
import { ReservedHostnames } from '../reserved-hostnames.js';

export const AddDomainInput = t.type({ hostname: HostnameCodec });
export type AddDomainInput = t.TypeOf<typeof AddDomainInput>;

export const domainTaken = (hostname: string): AppError => conflict(`The domain ${hostname} is already verified by another project`);

/** Adds a custom domain, pending until its TXT record is verified; never a reserved name (the service's own, the sites domain's, or a name under one). */
@injectable()
export class AddDomain {
  static readonly operation = 'add_domain';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DomainRepository) private readonly domains: DomainRepository,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(ReservedHostnames) private readonly reserved: ReservedHostnames,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & AddDomainInput): Promise<E.Either<AppError, DomainView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_domains', 'write');
    if (E.isLeft(context)) return context;
    const reserved = reservedHostnameProblem(input.hostname, this.reserved);
    if (reserved !== null) return E.left(reserved);
    const outcome = await this.domains.add({
      project_id: input.projectId,
      hostname: input.hostname,
      status: 'pending',
      verification_value: `content-service-verification=${this.secrets.random()}`,
      created_at: this.clock.now().toISOString(),
      verified_at: null,
    });
    switch (outcome.kind) {
      case 'added':
        return E.right(domainView(outcome.domain));
      case 'duplicate':
        return E.left(conflict(`The domain ${input.hostname} is already added to this project`));
      case 'taken':
        return E.left(domainTaken(input.hostname));
    }
  }
}
