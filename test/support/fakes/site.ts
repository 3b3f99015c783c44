import type {
  AddDomainOutcome,
  DeployedSettings,
  DeployGuard,
  DeployLeases,
  DomainRepository,
  DomainVerifier,
  NavigationRepository,
  LeaseOutcome,
  LeaseRequest,
  ReorderOutcome,
  SiteChanges,
  SiteDeployer,
  SiteSnapshot,
  TxtLookup,
  VerifyDomainOutcome,
} from '../../../application/site/ports.js';
import type { Domain } from '../../../domain/site/hostname.js';
import { orderMismatch, type NavigationBodies, type NavigationEntry, type NavigationKind } from '../../../domain/site/navigation.js';

const inOrder = (a: NavigationEntry, b: NavigationEntry) =>
  a.kind.localeCompare(b.kind) || a.language.localeCompare(b.language) || a.position - b.position || (a.id < b.id ? -1 : 1);

export class InMemoryNavigationRepository implements NavigationRepository {
  readonly entries = new Map<string, NavigationEntry>();

  private of(projectId: string, kind?: NavigationKind, language?: string): NavigationEntry[] {
    return [...this.entries.values()]
      .filter((e) => e.project_id === projectId && (kind === undefined || e.kind === kind) && (language === undefined || e.language === language))
      .sort(inOrder);
  }

  async list<K extends NavigationKind>(projectId: string, kind: K, language?: string): Promise<Array<NavigationEntry<K>>> {
    return this.of(projectId, kind, language) as Array<NavigationEntry<K>>;
  }

  async listAll(projectId: string): Promise<NavigationEntry[]> {
    return this.of(projectId);
  }

  async find<K extends NavigationKind>(projectId: string, kind: K, id: string): Promise<NavigationEntry<K> | null> {
    const entry = this.entries.get(id);
    return entry !== undefined && entry.project_id === projectId && entry.kind === kind ? (entry as NavigationEntry<K>) : null;
  }

  async create<K extends NavigationKind>(entry: Omit<NavigationEntry<K>, 'position'>): Promise<NavigationEntry<K>> {
    const position = Math.max(-1, ...this.of(entry.project_id, entry.kind, entry.language).map((e) => e.position)) + 1;
    const created = { ...entry, position } as NavigationEntry<K>;
    this.entries.set(entry.id, created);
    return created;
  }

  async update<K extends NavigationKind>(projectId: string, kind: K, id: string, body: NavigationBodies[K]): Promise<NavigationEntry<K> | null> {
    const current = await this.find(projectId, kind, id);
    if (current === null) return null;
    const updated = { ...current, body };
    this.entries.set(id, updated);
    return updated;
  }

  async delete(projectId: string, kind: NavigationKind, id: string): Promise<boolean> {
    return (await this.find(projectId, kind, id)) !== null && this.entries.delete(id);
  }

  async reorder(projectId: string, kind: NavigationKind, language: string, ids: readonly string[]): Promise<ReorderOutcome> {
    const mismatch = orderMismatch(
      this.of(projectId, kind, language).map((e) => e.id),
      ids,
    );
    if (mismatch !== null) return { kind: 'mismatch', ...mismatch };
    ids.forEach((id, position) => this.entries.set(id, { ...this.entries.get(id)!, position }));
    return { kind: 'ordered' };
  }
}

export class InMemoryDomainRepository implements DomainRepository {
  readonly domains: Domain[] = [];

  async list(projectId: string): Promise<Domain[]> {
    return this.domains.filter((d) => d.project_id === projectId);
  }

  async find(projectId: string, hostname: string): Promise<Domain | null> {
    return this.domains.find((d) => d.project_id === projectId && d.hostname === hostname) ?? null;
  }

  async add(domain: Domain): Promise<AddDomainOutcome> {
    if (this.domains.some((d) => d.hostname === domain.hostname && d.status === 'verified' && d.project_id !== domain.project_id)) return { kind: 'taken' };
    if ((await this.find(domain.project_id, domain.hostname)) !== null) return { kind: 'duplicate' };
    this.domains.push(domain);
    return { kind: 'added', domain };
  }

  async markVerified(projectId: string, hostname: string, at: string): Promise<VerifyDomainOutcome> {
    const index = this.domains.findIndex((d) => d.project_id === projectId && d.hostname === hostname);
    if (index < 0) return { kind: 'not_found' };
    if (this.domains[index]!.status === 'verified') return { kind: 'verified', domain: this.domains[index]! };
    if (this.domains.some((d) => d.hostname === hostname && d.status === 'verified')) return { kind: 'taken' };
    this.domains[index] = { ...this.domains[index]!, status: 'verified', verified_at: at };
    return { kind: 'verified', domain: this.domains[index]! };
  }

  async delete(projectId: string, hostname: string): Promise<boolean> {
    const index = this.domains.findIndex((d) => d.project_id === projectId && d.hostname === hostname);
    if (index >= 0) this.domains.splice(index, 1);
    return index >= 0;
  }

  async verifiedProject(hostname: string): Promise<string | null> {
    return this.domains.find((d) => d.hostname === hostname && d.status === 'verified')?.project_id ?? null;
  }
}

/**
 * Records each deploy (checking its guard first, as the real deployer does); fails while
 * `failWith` is set. Deploys of changes are taken (and recorded in `changeDeploys`) only while
 * `takesChanges` is set; otherwise it answers 'whole', as a deployer does for a release without a mark.
 */
export class FakeSiteDeployer implements SiteDeployer {
  readonly deploys: SiteSnapshot[] = [];
  readonly changeDeploys: SiteChanges[] = [];
  takesChanges = false;
  private readonly marks = new Map<string, number>();
  readonly removed: string[] = [];
  /** What `brokenSites` answers. */
  broken: string[] = [];
  failWith: Error | null = null;

  async deploy(site: SiteSnapshot, guard: DeployGuard): Promise<{ release: string }> {
    if (this.failWith !== null) throw this.failWith;
    guard.check();
    this.deploys.push(site);
    this.marks.set(site.projectId, site.mark);
    this.broken = this.broken.filter((projectId) => projectId !== site.projectId);
    return { release: String(this.deploys.length) };
  }

  async deployChanges(changes: SiteChanges, guard: DeployGuard): Promise<{ release: string } | 'whole'> {
    if (this.failWith !== null) throw this.failWith;
    if (!this.takesChanges || this.marks.get(changes.projectId) !== changes.since) return 'whole';
    guard.check();
    this.changeDeploys.push(changes);
    this.marks.set(changes.projectId, changes.mark);
    return { release: String(this.deploys.length + this.changeDeploys.length) };
  }

  async deployedMark(projectId: string): Promise<number | null> {
    return this.takesChanges ? (this.marks.get(projectId) ?? null) : null;
  }

  async brokenSites(): Promise<string[]> {
    return [...this.broken];
  }

  async deployedSettings(projectId: string): Promise<DeployedSettings> {
    const last = this.deploys.findLast((site) => site.projectId === projectId);
    return last === undefined ? { kind: 'none' } : { kind: 'deployed', settings: last.settings };
  }

  async remove(projectId: string): Promise<void> {
    this.removed.push(projectId);
  }
}

/** Deploy leases in memory (one map shared by every "process" of a test); `projectExists` stands for the projects table. */
export class InMemoryDeployLeases implements DeployLeases {
  readonly leases = new Map<string, { holder: string; until: string }>();

  constructor(private readonly projectExists: (projectId: string) => boolean) {}

  async acquire(request: LeaseRequest): Promise<LeaseOutcome> {
    if (!this.projectExists(request.projectId)) {
      this.leases.delete(request.projectId);
      return { kind: 'no_project' };
    }
    const lease = this.leases.get(request.projectId);
    if (lease !== undefined && lease.holder !== request.holder && lease.until > request.now) return { kind: 'held', ...lease };
    this.leases.set(request.projectId, { holder: request.holder, until: request.until });
    return { kind: 'acquired', until: request.until };
  }

  async release(projectId: string, holder: string): Promise<void> {
    if (this.leases.get(projectId)?.holder === holder) this.leases.delete(projectId);
  }
}

/** TXT records by name, or a failure for every lookup. */
export class FakeDomainVerifier implements DomainVerifier {
  readonly records = new Map<string, string[]>();
  failure: string | null = null;

  async txt(name: string): Promise<TxtLookup> {
    return this.failure !== null ? { kind: 'failed', reason: this.failure } : { kind: 'found', values: this.records.get(name) ?? [] };
  }
}
