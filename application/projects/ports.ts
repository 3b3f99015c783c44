import type { Membership, MembershipChanges } from '../../domain/projects/membership.js';
import type { LiveAgentSettings, Project, ProjectChanges } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';
import type { EventsOf } from '../../domain/webhooks/events.js';
import type { PageWindow } from '../shared/pagination.js';

/** Fields a write may change; the adapter applies them atomically (no lost updates). */
export type { ProjectChanges } from '../../domain/projects/project.js';

export interface ProjectWithRole {
  readonly project: Project;
  readonly role: Role;
}

/** A project as the operator's listing shows it: with how many members it has. */
export interface ProjectListing {
  readonly project: Project;
  readonly members: number;
}

export type LiveAgentUpdate =
  | { readonly kind: 'updated'; readonly project: Project }
  | { readonly kind: 'not_found' }
  /** Another project already answers calls to that `phone_number`: nothing was written. */
  | { readonly kind: 'phone_number_taken' };

export interface ProjectRepository {
  /** Stores the project and its creator's admin membership in one step. */
  create(project: Project, creator: Membership): Promise<void>;
  findById(id: string): Promise<Project | null>;
  /** The project and the user's membership in one read (the hot path of every request). */
  findForMember(id: string, userId: string): Promise<{ project: Project; membership: Membership | null } | null>;
  listForUser(userId: string): Promise<ProjectWithRole[]>;
  /** Every project of the store, in id order, a window at a time, with its member count (operator commands). */
  listAll(window: PageWindow): Promise<ProjectListing[]>;
  update(id: string, changes: ProjectChanges): Promise<Project | null>;
  /**
   * Merges live-agent settings, atomically refusing a `phone_number` another project has: a
   * number selects one project when a call arrives on it (the store enforces it by an index).
   */
  updateLiveAgent(id: string, changes: Partial<LiveAgentSettings>): Promise<LiveAgentUpdate>;
  /** The project whose live agent answers calls to `phone` (E.164). */
  findByPhoneNumber(phone: string): Promise<Project | null>;
  /** Deletes the project and every record that belongs to it. */
  delete(id: string): Promise<boolean>;
}
export const ProjectRepository = Symbol.for('ProjectRepository');

export type MembershipChange =
  | { readonly kind: 'updated'; readonly membership: Membership }
  | { readonly kind: 'removed' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'last_admin' };

export interface MembershipRepository {
  find(projectId: string, userId: string): Promise<Membership | null>;
  list(projectId: string): Promise<Membership[]>;
  /** False when the user is already a member. `events` are recorded with the membership (same transaction). */
  add(membership: Membership, events?: EventsOf<Membership>): Promise<boolean>;
  /** Refuses (`last_admin`, see `leavesNoAdmin` in domain/projects/membership.ts) a change that would leave the project without an admin. */
  update(projectId: string, userId: string, changes: MembershipChanges): Promise<MembershipChange>;
  /** Refuses (`last_admin`) to remove the project's only admin. `events` get the removed membership, recorded in the removal's transaction. */
  remove(projectId: string, userId: string, events?: EventsOf<Membership>): Promise<MembershipChange>;
}
export const MembershipRepository = Symbol.for('MembershipRepository');
