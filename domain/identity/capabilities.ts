import { CONTENT_DRAFT, CONTENT_READ, CONTENT_WRITE, scopesGrant, type ContentScope } from '../oauth/scopes.js';
import { roleAtLeast, type Role } from '../projects/role.js';
import type { Actor } from './actor.js';

export interface CapabilityRule {
  /** The weakest project role that may do it: a user's membership, an API key's own role. */
  readonly role: Role;
  /**
   * The scope an OAuth client acting for the user needs for it, or null: no client may do it,
   * whatever its scopes and whatever the user's role (it needs the person, or an API key).
   */
  readonly clientScope: ContentScope | null;
}

/**
 * What an actor may do on a project. Every project-scoped use case asks for one of these
 * (through `ProjectAccess.require`), so the REST API, the MCP tools and any other driving
 * adapter share one rule, stated here once.
 *
 * OAuth clients get content work only: pages, drafts and their versions, templates (read),
 * publishing (`content:write`), images and uploads, search, navigation, the pages the
 * browser extension captures (they become drafts), and the questions the site could not answer
 * (read with `content:read`, answered in a FAQ draft with `content:draft`). `content:draft` stops at drafts, captured
 * pages and images: nothing live changes through it. Members, roles, keys, settings and
 * modules, domains, webhooks, transfers, onboarding sessions, renaming or deleting the
 * project are the person's own (or an API key's), never a client's.
 */
const CAPABILITIES = {
  /** Live pages, templates, navigation, images, search, publish history, captured pages. */
  read_content: { role: 'member', clientScope: CONTENT_READ },
  /** Drafts, their versions, and proposals extracted from captured pages (managers' work in progress). */
  read_drafts: { role: 'manager', clientScope: CONTENT_READ },
  /** Drafts and their versions, images and uploads, captured pages: work in progress, nothing live. */
  edit_drafts: { role: 'manager', clientScope: CONTENT_DRAFT },
  /** Live pages (created, changed, hidden or deleted without a publish) and navigation. */
  edit_content: { role: 'manager', clientScope: CONTENT_WRITE },
  publish: { role: 'manager', clientScope: CONTENT_WRITE },
  /**
   * What visitors asked that the site could not answer, in their own words (which may name
   * them): for the managers who answer them, as drafts are, not for every member.
   */
  read_questions: { role: 'manager', clientScope: CONTENT_READ },
  /** Answering those questions in a FAQ draft, dismissing and reopening them: work on drafts, nothing live. */
  answer_questions: { role: 'manager', clientScope: CONTENT_DRAFT },

  /** The project's settings, modules and domains. */
  read_configuration: { role: 'member', clientScope: null },
  read_members: { role: 'member', clientScope: null },
  manage_members: { role: 'manager', clientScope: null },
  rename_project: { role: 'manager', clientScope: null },
  delete_project: { role: 'admin', clientScope: null },
  manage_settings: { role: 'manager', clientScope: null },
  manage_modules: { role: 'admin', clientScope: null },
  manage_templates: { role: 'manager', clientScope: null },
  manage_domains: { role: 'admin', clientScope: null },
  manage_webhooks: { role: 'admin', clientScope: null },
  manage_api_keys: { role: 'admin', clientScope: null },
  read_transfers: { role: 'manager', clientScope: null },
  manage_onboarding: { role: 'manager', clientScope: null },
  /** Who wrote what in the project (the activity log): admins only. */
  read_activity: { role: 'admin', clientScope: null },
  /** Approving a draft for publishing: a person's judgement, never a key's or a client's. */
  approve_drafts: { role: 'manager', clientScope: null },
  /** The workflow's settings (whether publishing needs an approval). */
  manage_workflow: { role: 'admin', clientScope: null },
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof CAPABILITIES;

/** Who may do a capability: what the API description says of every operation that asks for it. */
export const capabilityRule = (capability: Capability): CapabilityRule => CAPABILITIES[capability];

/** Whether the credential itself allows it: an OAuth client's scopes; a person or an API key, always. */
function credentialAllows(actor: Actor, rule: CapabilityRule): boolean {
  if (actor.kind === 'api_key' || actor.oauth === undefined) return true;
  return rule.clientScope !== null && scopesGrant(actor.oauth.scopes, rule.clientScope);
}

/** Whether the actor, acting with `role` on a project (a user's membership, a key's own role), may do `capability` there. */
export function may(actor: Actor, capability: Capability, role: Role): boolean {
  const rule: CapabilityRule = CAPABILITIES[capability];
  return roleAtLeast(role, rule.role) && credentialAllows(actor, rule);
}

/**
 * Whether the actor could do `capability` on some project: what a listing of operations (the
 * MCP `tools/list`) may offer it. A user may hold any role somewhere; a key holds its own.
 */
export function mayAnywhere(actor: Actor, capability: Capability): boolean {
  const rule: CapabilityRule = CAPABILITIES[capability];
  if (actor.kind === 'api_key') return roleAtLeast(actor.role, rule.role);
  return credentialAllows(actor, rule);
}
