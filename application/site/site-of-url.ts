import { inject, injectable } from 'inversify';
import { siteAddressOf } from '../../domain/site/site-address.js';
import { SiteAddressing } from './site-addressing.js';
import { DomainLookup } from './domains/domain-lookup.js';

/** A project's site and the path below its root. */
export interface ServedBy {
  readonly projectId: string;
  readonly path: string;
}

/**
 * Which project's site the service serves at an address: the one function that answers it for
 * a whole URL (the address forms are the cases of `siteAddressOf`; a custom host is a
 * project's when the project verified it). Null when no site is served there.
 */
@injectable()
export class SiteOfUrl {
  private readonly service: { readonly origin: string; readonly sitesDomain: string };

  constructor(
    @inject(SiteAddressing) addressing: SiteAddressing,
    @inject(DomainLookup) private readonly domains: DomainLookup,
  ) {
    this.service = { origin: new URL(addressing.publicBaseUrl).origin, sitesDomain: addressing.sitesDomain };
  }

  async projectServing(url: string): Promise<ServedBy | null> {
    const address = siteAddressOf(url, this.service);
    switch (address?.kind) {
      case undefined:
        return null;
      case 'project':
        return { projectId: address.projectId, path: address.path };
      case 'domain': {
        const projectId = await this.domains.projectOf(address.hostname);
        return projectId === null ? null : { projectId, path: address.path };
      }
    }
  }
}
