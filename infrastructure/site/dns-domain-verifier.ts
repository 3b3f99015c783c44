import { Resolver } from 'node:dns/promises';
import type { DomainVerifier, TxtLookup } from '../../application/site/ports.js';

/** Answers that mean "no such record" rather than "the lookup failed". */
const NOTHING_THERE = new Set(['ENOTFOUND', 'ENODATA']);

/** TXT lookups through node's resolver: the system's DNS servers, or those of DNS_SERVERS. */
export class DnsDomainVerifier implements DomainVerifier {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  constructor(servers: readonly string[]) {
    if (servers.length > 0) this.resolver.setServers([...servers]);
  }

  async txt(name: string): Promise<TxtLookup> {
    try {
      const records = await this.resolver.resolveTxt(name);
      // A record's value may come in several strings of at most 255 bytes: they form one value.
      return { kind: 'found', values: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? 'error');
      return NOTHING_THERE.has(code) ? { kind: 'found', values: [] } : { kind: 'failed', reason: code };
    }
  }
}
