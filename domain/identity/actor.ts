import type { ApiKeyRole } from '../api-keys/api-key.js';
import { roleAtLeast, type Role } from '../projects/role.js';

/** A person, authenticated by an ID token, or by an OAuth access token a client holds on their behalf. */
export interface UserActor {
  readonly kind: 'user';
  readonly userId: string;
  readonly email: string | null;
  /**
   * The highest role this credential may act with on any project, whatever the user's own
   * role there: an OAuth access token's scopes cap it (`content:read` a member's reads,
   * `content:write` a manager's writes). Absent: the user's own roles, uncapped.
   */
  readonly roleCap?: Role;
  /** Present when an OAuth client acts for the user: the grant its access token belongs to. */
  readonly oauth?: { readonly grantId: string; readonly clientId: string };
}

/** A project's service API key: it acts with its role on its own project, and nowhere else. */
export interface ApiKeyActor {
  readonly kind: 'api_key';
  readonly keyId: string;
  readonly projectId: string;
  readonly role: ApiKeyRole;
}

/** Who is calling. Policies switch on `kind`; `ProjectAccess` is the one that decides. */
export type Actor = UserActor | ApiKeyActor;

/**
 * Whether the user signed in themselves (an ID token), rather than a client acting for them
 * with an OAuth access token: account-level actions (creating projects, live voice, managing
 * connectors) need the person, whatever scopes a client holds.
 */
export const isSignedInUser = (actor: Actor): actor is UserActor => actor.kind === 'user' && actor.oauth === undefined;

/** How records of who did what name the actor (a draft version's `saved_by`). */
export const actorLabel = (actor: Actor): string => (actor.kind === 'user' ? actor.userId : `api_key:${actor.keyId}`);

/** The role the actor acts with, given its own role on a project (a user's membership). */
export function effectiveRole(actor: UserActor, membershipRole: Role): Role {
  return actor.roleCap !== undefined && !roleAtLeast(actor.roleCap, membershipRole) ? actor.roleCap : membershipRole;
}

/** The highest role the actor could act with on some project (what a tool listing may offer). */
export const highestRole = (actor: Actor): Role => (actor.kind === 'api_key' ? actor.role : (actor.roleCap ?? 'admin'));
