import type { Release, ReleaseClaim, ReleaseFailure, ReleaseItem, ReleaseStatus } from '../../domain/releases/release.js';
import type { EventsOf } from '../../domain/webhooks/events.js';

/** What a change of a release sets (absent keys stay). */
export interface ReleaseChange {
  readonly name?: string;
  readonly items?: readonly ReleaseItem[];
  readonly publish_at?: string | null;
  readonly time_zone?: string | null;
  /** `open`/`scheduled` after a change, `cancelled` for a cancel. */
  readonly status: ReleaseStatus;
  readonly scheduled_by: Release['scheduled_by'];
  readonly at: string;
}

export type ReleaseUpdateOutcome =
  | { readonly kind: 'updated'; readonly release: Release }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'stale'; readonly current_revision: number }
  /** Publishing, published or cancelled: it cannot change. */
  | { readonly kind: 'locked'; readonly status: ReleaseStatus };

/** Who claims a release to run it, and until when the claim holds. */
export interface ClaimRequest {
  /** Names this run (a fresh id each time). */
  readonly claimer: string;
  readonly now: string;
  readonly until: string;
}

/** A release this run holds (status `publishing`), with what an earlier run of it left (its confirmation). */
export interface ClaimedRelease {
  readonly release: Release;
  readonly confirmation_hash: ReleaseClaim['confirmation_hash'];
}

export type DueClaimOutcome = { readonly kind: 'claimed'; readonly claimed: ClaimedRelease } | { readonly kind: 'none' };

export type ClaimOutcome = { readonly kind: 'claimed'; readonly claimed: ClaimedRelease } | Exclude<ReleaseUpdateOutcome, { kind: 'updated' }>;

/** How a run ends: published (with its publish), or failed (nothing was published). */
export type ReleaseEnd =
  | { readonly status: 'published'; readonly publish_id: string; readonly at: string }
  | { readonly status: 'failed'; readonly failure: ReleaseFailure; readonly at: string };

export interface ReleaseQuery {
  readonly before?: string | undefined;
  readonly limit: number;
  readonly status?: ReleaseStatus | undefined;
}

/**
 * Releases. Every change is atomic and names the revision it read (409 `stale` otherwise);
 * `claimDue` is the one step that decides which instance runs a due release: of any number of
 * instances asking at once, one gets it. A claim whose instance died (its `claim_until` passed)
 * is taken over by the next claim, and that run confirms with the confirmation the first run
 * recorded, so nothing is published twice.
 */
export interface ReleaseRepository {
  create(release: Release): Promise<void>;
  find(projectId: string, releaseId: string): Promise<Release | null>;
  /** Newest first. */
  list(projectId: string, query: ReleaseQuery): Promise<Release[]>;
  /** Applies the change if the release is at `expectedRevision` and may change (open, scheduled, failed); its revision +1. */
  update(projectId: string, releaseId: string, expectedRevision: number, change: ReleaseChange): Promise<ReleaseUpdateOutcome>;
  /** Claims the release (publish now) if it is at `expectedRevision` and may change: it becomes `publishing`. */
  claim(projectId: string, releaseId: string, expectedRevision: number, request: ClaimRequest): Promise<ClaimOutcome>;
  /** Claims one due release (scheduled, `publish_at` not after `now`; or publishing with a claim that ran out), earliest first. */
  claimDue(request: ClaimRequest): Promise<DueClaimOutcome>;
  /** Records the confirmation this run promotes with, while it holds the claim; false when it lost it. */
  attachConfirmation(releaseId: string, claimer: string, confirmationHash: string): Promise<boolean>;
  /** Ends the run that holds the claim, with its `events` in the same step; false (nothing written) when it lost the claim. */
  finish(releaseId: string, claimer: string, end: ReleaseEnd, events?: EventsOf<Release>): Promise<boolean>;
  /** The earliest `publish_at` of a scheduled release, or the earliest end of a claim, after which a look finds work; null for none. */
  nextDue(): Promise<string | null>;
}
export const ReleaseRepository = Symbol.for('ReleaseRepository');
