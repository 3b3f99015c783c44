import { inject, injectable } from 'inversify';
import type { Domain } from '../../../domain/site/hostname.js';
import { servedDomains } from '../../../domain/site/reserved-hostnames.js';
import { DomainRepository } from '../ports.js';
import { ReservedHostnames } from '../reserved-hostnames.js';

/**
 * The project's domains its site is served on: verified, and not reserved (servedDomains). What
 * names a project's domains reads them here rather than from the store, so a reserved name
 * stored as verified (before the rule, or before the configuration changed) is used nowhere:
 * not as the canonical address, nor among the live agent's frame-ancestors, nor in the settings
 * fingerprint. Only the domain list shows it, as `reserved`.
 */
@injectable()
export class ServedDomains {
  constructor(
    @inject(DomainRepository) private readonly domains: DomainRepository,
    @inject(ReservedHostnames) private readonly reserved: ReservedHostnames,
  ) {}

  async of(projectId: string): Promise<Domain[]> {
    return servedDomains(await this.domains.list(projectId), this.reserved);
  }
}
