import { redirectHosts, redirectUriProblem, type ServedHosts } from '../../domain/oauth/redirect-uri.js';
import type { DomainRepository } from '../site/ports.js';

/**
 * Checks OAuth clients' redirect URIs against the rule (domain/oauth/redirect-uri.ts): where
 * the library validates a client synchronously, with what is known without the store (the
 * service's own host, the sites' domain); at registration, for a client ID metadata document
 * and at each authorization, with the verified custom domains looked up as well (a domain may
 * be verified after a client registered it).
 */
export class RedirectUriCheck {
  constructor(
    private readonly domains: Pick<DomainRepository, 'verifiedProject'>,
    private readonly hosts: Omit<ServedHosts, 'customDomains'>,
  ) {}

  /** What is wrong with `uri` by the rules that need no lookup, or null. */
  withoutLookup(uri: string): string | null {
    return redirectUriProblem(uri, { ...this.hosts, customDomains: new Set() });
  }

  /** What is wrong with the first refused URI of `uris` (the strings among them: the library refuses any other value itself), or null. */
  async problemOf(uris: readonly unknown[]): Promise<string | null> {
    const hosts = redirectHosts(uris);
    const verified = await Promise.all(hosts.map(async (host) => ((await this.domains.verifiedProject(host)) === null ? [] : [host])));
    const served: ServedHosts = { ...this.hosts, customDomains: new Set(verified.flat()) };
    for (const uri of uris) {
      if (typeof uri !== 'string') continue;
      const problem = redirectUriProblem(uri, served);
      if (problem !== null) return problem;
    }
    return null;
  }
}
