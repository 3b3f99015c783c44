import type { ApiKeyRole } from '../api-keys/api-key.js';
import type { ContentScope } from '../oauth/scopes.js';

/** A person, authenticated by an ID token, or by an OAuth access token a client holds on their behalf. */
export interface UserActor {
  readonly kind: 'user';
  readonly userId: string;
  readonly email: string | null;
  /**
   * Present when an OAuth client acts for the user: the grant its access token belongs to, and
   * the content scopes it holds (what it may do is in capabilities.ts).
   */
  readonly oauth?: { readonly grantId: string; readonly clientId: string; readonly scopes: readonly ContentScope[] };
}

/** A project's service API key: it acts with its role on its own project, and nowhere else. */
export interface ApiKeyActor {
  readonly kind: 'api_key';
  readonly keyId: string;
  readonly projectId: string;
  readonly role: ApiKeyRole;
}

/** Who is calling. What each may do on a project is decided in one place: capabilities.ts. */
export type Actor = UserActor | ApiKeyActor;

/**
 * Whether the user signed in themselves (an ID token), rather than a client acting for them
 * with an OAuth access token: account-level actions (creating projects, live voice, managing
 * connectors) need the person, whatever scopes a client holds.
 */
export const isSignedInUser = (actor: Actor): actor is UserActor => actor.kind === 'user' && actor.oauth === undefined;

const API_KEY_LABEL = 'api_key:';

/** How records of who did what name the actor (a draft version's `saved_by`). */
export const actorLabel = (actor: Actor): string => (actor.kind === 'user' ? actor.userId : `${API_KEY_LABEL}${actor.keyId}`);

/** The key's id in a label `actorLabel` made for an API key; null for any other label. */
export const keyIdOfLabel = (label: string): string | null => (label.startsWith(API_KEY_LABEL) ? label.slice(API_KEY_LABEL.length) : null);
