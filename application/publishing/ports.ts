import type { ManifestChange, PublishContext, PublishRecord } from '../../domain/publishing/manifest.js';
import type { DraftCandidate } from '../../domain/publishing/manifest.js';
import type { ChangedDraft } from '../../domain/publishing/changed-draft.js';
import type { Published } from '../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../domain/webhooks/events.js';

/** A page of a project by its language and slug. */
export interface PageAddress {
  readonly language: string;
  readonly slug: string;
}

/** A dry run's confirmation, stored under the hash of its token (the token itself is never stored). */
export interface PublishConfirmation {
  readonly token_hash: string;
  readonly project_id: string;
  readonly created_by: string;
  readonly created_at: string;
  readonly expires_at: string;
  readonly changes: readonly ManifestChange[];
}

/** A confirmation as stored: with the publish that used it, or null while unused. */
export type StoredConfirmation = PublishConfirmation & { readonly publish_id: string | null };

export interface ConfirmRequest {
  readonly projectId: string;
  readonly tokenHash: string;
  /** Used only when this confirm is the one that publishes. */
  readonly publishId: string;
  readonly at: string;
  readonly by: string;
  /** Recorded with the publish (the history's release, pages taken off, settings change); PLAIN_PUBLISH when absent. */
  readonly context?: PublishContext;
}

export type ConfirmOutcome =
  /** This confirm promoted the manifest and recorded the publish. */
  | { readonly kind: 'published'; readonly publish: PublishRecord }
  /** The token was already used: the publish it made. */
  | { readonly kind: 'already_published'; readonly publish: PublishRecord }
  | { readonly kind: 'unknown_token' }
  | { readonly kind: 'expired'; readonly expires_at: string }
  /** Some draft is not as the manifest says: nothing was promoted. */
  | { readonly kind: 'changed'; readonly changed: readonly ChangedDraft[] };

export interface HistoryQuery {
  /** Only publishes older than this one (publish ids are time-ordered). */
  readonly before?: string | undefined;
  readonly limit: number;
}

/**
 * Publishes: the dry run's reads, its confirmation tokens, the atomic promotion and the record.
 * `confirm` is one transaction: the token is checked (known, unused, unexpired), every manifest
 * draft must still be at its revision (else nothing changes), each is promoted into its live
 * page (a new page `public`, an existing one keeps its visibility; the draft and its versions
 * are deleted), the publish is recorded and the token marked used by it. Concurrent confirms
 * of one token promote once: the others answer `already_published`. The publish's `events`
 * (given the promoted pages as they became) are recorded in that same transaction.
 */
export interface PublishRepository {
  /** The project's drafts (all, or those of `ids` that are drafts), each with whether its live page exists. */
  drafts(projectId: string, ids?: readonly string[]): Promise<DraftCandidate[]>;
  /**
   * Visibility of those of `pages` that are live (no bodies): a read as large as the list
   * asked about (the slugs navigation links to), never as large as the project.
   */
  liveVisibility(projectId: string, pages: readonly PageAddress[]): Promise<Array<PageAddress & { visibility: 'public' | 'unlisted' }>>;
  /** Stores a confirmation; drops the project's confirmations that expired before `expiredBefore`. */
  saveConfirmation(confirmation: PublishConfirmation, expiredBefore: string): Promise<void>;
  /**
   * The confirmation stored under this hash (whatever its project, use or expiry), or null. A
   * plain read, for the rules the confirm's transaction does not apply itself (the approval rule):
   * `confirm` checks the token again.
   */
  findConfirmation(tokenHash: string): Promise<StoredConfirmation | null>;
  confirm(request: ConfirmRequest, events?: EventsOf<Published>): Promise<ConfirmOutcome>;
  find(projectId: string, publishId: string): Promise<PublishRecord | null>;
  /** Newest first. */
  history(projectId: string, query: HistoryQuery): Promise<PublishRecord[]>;
  /** The project's publishes that no deploy has shown yet. */
  undeployed(projectId: string): Promise<string[]>;
  /** Marks these publishes of the project, where not yet deployed, as deployed at `at`. */
  markDeployed(projectId: string, publishIds: readonly string[], at: string): Promise<void>;
  /** Projects with a publish that no deploy has shown yet (a deploy failed, or the process died). */
  undeployedProjects(): Promise<string[]>;
}
export const PublishRepository = Symbol.for('PublishRepository');
