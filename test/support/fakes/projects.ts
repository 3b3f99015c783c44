import type { Account, AccountRepository } from '../../../application/accounts/ports.js';
import type {
  LiveAgentUpdate,
  MembershipChange,
  MembershipRepository,
  ProjectChanges,
  ProjectListing,
  ProjectRepository,
  ProjectWithRole,
} from '../../../application/projects/ports.js';
import { changedMembership, leavesNoAdmin, type Membership, type MembershipChanges } from '../../../domain/projects/membership.js';
import { applyProjectChanges, type LiveAgentSettings, type Project } from '../../../domain/projects/project.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { InMemoryOutbox } from './webhooks.js';

/**
 * In-memory projects and memberships sharing one state, like the real stores do; with the
 * outbox every fake store that records events writes to (see InMemoryOutbox).
 */
export class InMemoryProjectStore {
  readonly projects = new Map<string, Project>();
  readonly memberships = new Map<string, Membership>();
  readonly outbox = new InMemoryOutbox();

  static key(projectId: string, userId: string): string {
    return `${projectId}\u0000${userId}`;
  }

  membersOf(projectId: string): Membership[] {
    return [...this.memberships.values()].filter((m) => m.project_id === projectId);
  }
}

export class InMemoryProjectRepository implements ProjectRepository {
  constructor(readonly store = new InMemoryProjectStore()) {}

  async create(project: Project, creator: Membership): Promise<void> {
    if (this.store.projects.has(project.id)) throw new Error(`duplicate project ${project.id}`);
    this.store.projects.set(project.id, project);
    this.store.memberships.set(InMemoryProjectStore.key(project.id, creator.user_id), creator);
  }

  async findById(id: string): Promise<Project | null> {
    return this.store.projects.get(id) ?? null;
  }

  async findForMember(id: string, userId: string) {
    const project = this.store.projects.get(id);
    if (!project) return null;
    return { project, membership: this.store.memberships.get(InMemoryProjectStore.key(id, userId)) ?? null };
  }

  async listForUser(userId: string): Promise<ProjectWithRole[]> {
    return [...this.store.memberships.values()]
      .filter((m) => m.user_id === userId && this.store.projects.has(m.project_id))
      .map((m) => ({ project: this.store.projects.get(m.project_id)!, role: m.role }))
      .sort((a, b) => a.project.created_at.localeCompare(b.project.created_at) || a.project.id.localeCompare(b.project.id));
  }

  async listAll(window: PageWindow): Promise<ProjectListing[]> {
    return [...this.store.projects.values()]
      .filter((p) => p.id > (window.after ?? ''))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, window.limit)
      .map((project) => ({ project, members: this.store.membersOf(project.id).length }));
  }

  async update(id: string, changes: ProjectChanges): Promise<Project | null> {
    const project = this.store.projects.get(id);
    if (!project) return null;
    const next = applyProjectChanges(project, changes);
    this.store.projects.set(id, next);
    return next;
  }

  async updateLiveAgent(id: string, changes: Partial<LiveAgentSettings>): Promise<LiveAgentUpdate> {
    // No await before the write: check and write are one step, as in the real stores.
    const project = this.store.projects.get(id);
    if (!project) return { kind: 'not_found' };
    const holder = [...this.store.projects.values()].find((p) => p.id !== id && p.settings.live_agent.phone_number === changes.phone_number);
    if (typeof changes.phone_number === 'string' && holder !== undefined) return { kind: 'phone_number_taken' };
    const next = applyProjectChanges(project, { live_agent: changes });
    this.store.projects.set(id, next);
    return { kind: 'updated', project: next };
  }

  async findByPhoneNumber(phone: string): Promise<Project | null> {
    return [...this.store.projects.values()].find((p) => p.settings.live_agent.phone_number === phone) ?? null;
  }

  async delete(id: string): Promise<boolean> {
    for (const m of this.store.membersOf(id)) this.store.memberships.delete(InMemoryProjectStore.key(id, m.user_id));
    this.store.outbox.deleteProject(id);
    return this.store.projects.delete(id);
  }
}

export class InMemoryMembershipRepository implements MembershipRepository {
  constructor(readonly store = new InMemoryProjectStore()) {}

  async find(projectId: string, userId: string): Promise<Membership | null> {
    return this.store.memberships.get(InMemoryProjectStore.key(projectId, userId)) ?? null;
  }

  async list(projectId: string): Promise<Membership[]> {
    return this.store.membersOf(projectId).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.user_id.localeCompare(b.user_id));
  }

  async add(membership: Membership, events?: EventsOf<Membership>): Promise<boolean> {
    const key = InMemoryProjectStore.key(membership.project_id, membership.user_id);
    if (this.store.memberships.has(key)) return false;
    if (events) this.store.outbox.record(membership.project_id, () => events(membership));
    this.store.memberships.set(key, membership);
    return true;
  }

  async update(projectId: string, userId: string, changes: MembershipChanges): Promise<MembershipChange> {
    const current = await this.find(projectId, userId);
    if (!current) return { kind: 'not_found' };
    const next = changedMembership(current, changes);
    if (leavesNoAdmin(current, next, this.admins(projectId))) return { kind: 'last_admin' };
    this.store.memberships.set(InMemoryProjectStore.key(projectId, userId), next);
    return { kind: 'updated', membership: next };
  }

  async remove(projectId: string, userId: string, events?: EventsOf<Membership>): Promise<MembershipChange> {
    const current = await this.find(projectId, userId);
    if (!current) return { kind: 'not_found' };
    if (leavesNoAdmin(current, null, this.admins(projectId))) return { kind: 'last_admin' };
    if (events) this.store.outbox.record(projectId, () => events(current));
    this.store.memberships.delete(InMemoryProjectStore.key(projectId, userId));
    return { kind: 'removed' };
  }

  private admins(projectId: string): number {
    return this.store.membersOf(projectId).filter((m) => m.role === 'admin').length;
  }
}

export class InMemoryAccountRepository implements AccountRepository {
  readonly accounts = new Map<string, Account>();
  writes = 0;

  async remember(userId: string, email: string | null): Promise<void> {
    this.writes += 1;
    const known = this.accounts.get(userId);
    this.accounts.set(userId, { user_id: userId, email: email ?? known?.email ?? null });
  }

  async find(userId: string): Promise<Account | null> {
    return this.accounts.get(userId) ?? null;
  }

  async findMany(userIds: readonly string[]): Promise<Account[]> {
    return userIds.flatMap((id) => (this.accounts.has(id) ? [this.accounts.get(id)!] : []));
  }
}
