import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { conflict, notFound, unavailable, type AppError } from '../../../domain/shared/errors.js';
import { domainView, parseHostname, verificationRecordName, type DomainView } from '../../../domain/site/hostname.js';
import { reservedHostnameProblem } from '../../../domain/site/reserved-hostnames.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { Clock } from '../../shared/ports.js';
import { DomainRepository, DomainVerifier } from '../ports.js';
import { ReservedHostnames } from '../reserved-hostnames.js';
import { domainTaken } from './add-domain.js';
import { DomainLookup } from './domain-lookup.js';

export const DOMAIN_NOT_FOUND = 'Domain not found';

/**
 * Looks the domain's TXT record up; verified when it holds the expected value (409 with what was
 * found otherwise). A reserved name is refused first, verified or not: it may have been added
 * before the rule or before the configuration changed, and is served as no project's site.
 */
@injectable()
export class VerifyDomain {
  static readonly operation = 'verify_domain';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DomainRepository) private readonly domains: DomainRepository,
    @inject(DomainVerifier) private readonly verifier: DomainVerifier,
    @inject(DomainLookup) private readonly lookup: DomainLookup,
    @inject(Clock) private readonly clock: Clock,
    @inject(ReservedHostnames) private readonly reserved: ReservedHostnames,
  ) {}

  async execute(actor: Actor, input: { projectId: string; hostname: string }): Promise<E.Either<AppError, DomainView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_domains', 'write');
    if (E.isLeft(context)) return context;
    const hostname = parseHostname(input.hostname);
    const domain = E.isRight(hostname) ? await this.domains.find(input.projectId, hostname.right) : null;
    if (domain === null) return E.left(notFound(DOMAIN_NOT_FOUND));
    const reserved = reservedHostnameProblem(domain.hostname, this.reserved);
    if (reserved !== null) return E.left(reserved);
    if (domain.status === 'verified') return E.right(domainView(domain));
    const name = verificationRecordName(domain.hostname);
    const lookup = await this.verifier.txt(name);
    if (lookup.kind === 'failed') return E.left(unavailable(`The DNS lookup of ${name} failed (${lookup.reason}): try again later`));
    if (!lookup.values.includes(domain.verification_value)) {
      return E.left(conflict(`The TXT record ${name} does not hold the expected value ${domain.verification_value}`, { found: lookup.values }));
    }
    const outcome = await this.domains.markVerified(input.projectId, domain.hostname, this.clock.now().toISOString());
    switch (outcome.kind) {
      case 'verified':
        this.lookup.invalidate();
        return E.right(domainView(outcome.domain));
      case 'not_found':
        return E.left(notFound(DOMAIN_NOT_FOUND));
      case 'taken':
        return E.left(domainTaken(domain.hostname));
    }
  }
}
