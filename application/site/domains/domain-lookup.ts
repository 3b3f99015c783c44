import { inject, injectable } from 'inversify';
import { reservedHostnameProblem } from '../../../domain/site/reserved-hostnames.js';
import { Clock } from '../../shared/ports.js';
import { DomainRepository } from '../ports.js';
import { ReservedHostnames } from '../reserved-hostnames.js';

/** How long an answer is kept: other instances' domain changes show up within this time. */
const TTL_MS = 30_000;
/** Hostnames remembered at most; a flood of made-up Host headers cannot grow memory further. */
const MAX_ENTRIES = 10_000;

/**
 * Which project's site a request's Host names: a cached read of the verified domains (every
 * request asks, so the answer, "none" included, is kept). A domain change in this process
 * clears the cache at once; other instances' changes show up within 30 seconds. A reserved name
 * (the service's own host or a name under it, SITES_DOMAIN or a name under it) is no project's,
 * whatever the store holds: a domain stored before the rule, or before the configuration
 * changed, is never served.
 */
@injectable()
export class DomainLookup {
  private readonly cache = new Map<string, { projectId: string | null; until: number }>();

  constructor(
    @inject(DomainRepository) private readonly domains: DomainRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(ReservedHostnames) private readonly reserved: ReservedHostnames,
  ) {}

  /** The cached answer, or undefined when the store must be asked (see `projectOf`). */
  cached(hostname: string): string | null | undefined {
    const entry = this.cache.get(hostname);
    return entry !== undefined && entry.until > this.clock.now().getTime() ? entry.projectId : undefined;
  }

  async projectOf(hostname: string): Promise<string | null> {
    const cached = this.cached(hostname);
    if (cached !== undefined) return cached;
    // Checked here, where answers enter the cache, so the cached path every request takes stays a map read.
    const projectId = reservedHostnameProblem(hostname, this.reserved) === null ? await this.domains.verifiedProject(hostname) : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(hostname, { projectId, until: this.clock.now().getTime() + TTL_MS });
    return projectId;
  }

  /** A domain was verified or removed (or its project deleted). */
  invalidate(): void {
    this.cache.clear();
  }
}
