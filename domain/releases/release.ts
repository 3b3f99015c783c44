import { actorLabel, type Actor } from '../identity/actor.js';
import type { AppError } from '../shared/errors.js';
import { localTime } from './local-time.js';

/**
 * Where a release is in its life: `open` (no time: waits for "publish now"), `scheduled` (runs
 * at `publish_at`), `publishing` (claimed by one instance, running), and the ends: `published`,
 * `failed` (nothing of it was published; it can be changed and published again), `cancelled`.
 */
export type ReleaseStatus = 'open' | 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';

/** A draft the release makes live, pinned to the revision it was added at (that revision is what is published). */
export interface PublishItem {
  readonly action: 'publish';
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
  readonly revision: number;
}

/** A live page the release takes off the site (deleted, as `DELETE /pages/:pageId` does). */
export interface UnpublishItem {
  readonly action: 'unpublish';
  readonly page_id: string;
  readonly slug: string;
  readonly language: string;
}

export type ReleaseItem = PublishItem | UnpublishItem;

/** An item the release cannot run with, and why. */
export interface BlockedItem {
  readonly action: ReleaseItem['action'];
  /** The draft's id (publish) or the page's (unpublish). */
  readonly id: string;
  readonly slug: string;
  readonly language: string;
  readonly reasons: readonly string[];
}

/** Why a release did not publish: nothing of it was. */
export interface ReleaseFailure {
  readonly reason: string;
  readonly items: readonly BlockedItem[];
}

export interface Release {
  readonly id: string;
  readonly project_id: string;
  readonly name: string;
  readonly status: ReleaseStatus;
  /** The instant it runs at (UTC), or null. */
  readonly publish_at: string | null;
  /** The IANA time zone the time was chosen in: it is shown in that zone. */
  readonly time_zone: string | null;
  readonly items: readonly ReleaseItem[];
  /** +1 on every change, the runs' included: a change or a cancel names the revision it read. */
  readonly revision: number;
  /** Who last created, changed or scheduled it: its publish is theirs (the history's `published_by`, the activity log's actor). */
  readonly scheduled_by: Actor;
  readonly created_at: string;
  readonly updated_at: string;
  /** The publish it made, once published. */
  readonly publish_id: string | null;
  readonly finished_at: string | null;
  readonly failure: ReleaseFailure | null;
}

/** A release's claim by the instance running it: stored with it, never shown. */
export interface ReleaseClaim {
  readonly claimed_by: string;
  readonly claim_until: string;
  /** The hash of the dry run's confirmation token the run promotes with: a run taken over confirms with the same one. */
  readonly confirmation_hash: string | null;
}

/**
 * Why a run published nothing because whoever it acts for (its scheduler, at its time) may not
 * publish now: the refusal a request of theirs would get, a non-member's 404 said as what it is.
 */
export const accessRefusedReason = (who: string, refusal: AppError): string =>
  `the release runs as ${who}, who may not publish now (${refusal._tag === 'NotFound' ? 'Not a member of the project' : refusal.message}): nothing was published`;

/** States in which a release may still be changed, cancelled or published now. */
export const CHANGEABLE: readonly ReleaseStatus[] = ['open', 'scheduled', 'failed'];

/** Why a release (as stored: its status and revision) cannot take a change named at `expectedRevision`, or null; every store checks with this. */
export function releaseChangeRefusal(
  current: { readonly status: ReleaseStatus; readonly revision: number } | null,
  expectedRevision: number,
):
  | { readonly kind: 'not_found' }
  | { readonly kind: 'locked'; readonly status: ReleaseStatus }
  | { readonly kind: 'stale'; readonly current_revision: number }
  | null {
  if (current === null) return { kind: 'not_found' };
  if (!CHANGEABLE.includes(current.status)) return { kind: 'locked', status: current.status };
  if (current.revision !== expectedRevision) return { kind: 'stale', current_revision: current.revision };
  return null;
}

/** What a release waits for once changed: its time, or a "publish now". */
export const waitingStatus = (publishAt: string | null): ReleaseStatus => (publishAt === null ? 'open' : 'scheduled');

/** Why a release cannot change now. */
export const lockedReason = (status: ReleaseStatus): string =>
  status === 'publishing' ? 'The release is being published: it cannot change now' : `The release is ${status}: it cannot change any more`;

/** How long a run's claim holds before another instance may take the release over (its instance died). */
export const CLAIM_MS = 2 * 60_000;

/** Most items a release holds. */
export const MAX_RELEASE_ITEMS = 500;

/** A release as the API shows it: its time also in the zone it was chosen in. */
export const releaseView = (release: Release) => ({
  id: release.id,
  name: release.name,
  status: release.status,
  publish_at: release.publish_at,
  time_zone: release.time_zone,
  publish_at_local: release.publish_at === null ? null : localTime(release.publish_at, release.time_zone ?? 'UTC'),
  items: release.items,
  revision: release.revision,
  scheduled_by: actorLabel(release.scheduled_by),
  created_at: release.created_at,
  updated_at: release.updated_at,
  publish_id: release.publish_id,
  finished_at: release.finished_at,
  failure: release.failure,
});
export type ReleaseView = ReturnType<typeof releaseView>;
