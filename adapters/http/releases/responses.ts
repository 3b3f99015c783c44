import * as t from 'io-ts';
import { STALE_REVISION } from '../pages/responses.js';
import type { Refusal } from '../routing/operation-doc.js';
import { errorWith, Integer, NextCursor, nullable, Timestamp } from '../response-codecs.js';

const publishItem = {
  action: t.literal('publish'),
  draft_id: t.string,
  slug: t.string,
  language: t.string,
  /** The revision added: what the release publishes (a draft saved since blocks it until the release is changed). */
  revision: Integer,
};
const unpublishItem = { action: t.literal('unpublish'), page_id: t.string, slug: t.string, language: t.string };
const ReleaseItem = t.union([t.type(publishItem, 'ReleasePublishItem'), t.type(unpublishItem, 'ReleaseUnpublishItem')]);
/** What the dry run says of an item: `ready`, or `blocked` with the reasons. */
const check = { status: t.union([t.literal('ready'), t.literal('blocked')]), reasons: t.readonlyArray(t.string) };

const BlockedItem = t.type(
  {
    action: t.union([t.literal('publish'), t.literal('unpublish')]),
    /** The draft's id (publish) or the page's (unpublish). */
    id: t.string,
    slug: t.string,
    language: t.string,
    reasons: t.readonlyArray(t.string),
  },
  'ReleaseBlockedItem',
);

const ReleaseStatus = t.union([
  t.literal('open'),
  t.literal('scheduled'),
  t.literal('publishing'),
  t.literal('published'),
  t.literal('failed'),
  t.literal('cancelled'),
]);

export const Release = t.type(
  {
    id: t.string,
    name: t.string,
    /** `open` waits for "publish now", `scheduled` for `publish_at`; `publishing` is running; then `published`, `failed` (nothing published) or `cancelled`. */
    status: ReleaseStatus,
    /** When it runs (UTC), or null. */
    publish_at: nullable(Timestamp),
    /** The IANA zone the time was chosen in. */
    time_zone: nullable(t.string),
    /** `publish_at` as the wall-clock time of `time_zone`, with its offset (`2026-03-29T09:00:00+02:00`). */
    publish_at_local: nullable(t.string),
    items: t.readonlyArray(ReleaseItem),
    /** Send it back to change, cancel or publish it (409 with `current_revision` when it moved on). */
    revision: Integer,
    /** Who last created, changed or scheduled it: its publish is theirs. */
    scheduled_by: t.string,
    created_at: Timestamp,
    updated_at: Timestamp,
    /** The publish it made (see the publish history). */
    publish_id: nullable(t.string),
    finished_at: nullable(Timestamp),
    /** Why it failed, item by item. */
    failure: nullable(t.type({ reason: t.string, items: t.readonlyArray(BlockedItem) }, 'ReleaseFailure')),
  },
  'Release',
);

export const ReleaseList = t.type({ releases: t.readonlyArray(Release), next_cursor: NextCursor }, 'ReleaseList');

export const ReleaseCheck = t.type(
  {
    release_id: t.string,
    revision: Integer,
    /** Every item ready: it would publish if it ran now. One blocked item holds the whole release back. */
    ready: t.boolean,
    items: t.readonlyArray(
      t.union([t.type({ ...publishItem, ...check }, 'ReleasePublishItemCheck'), t.type({ ...unpublishItem, ...check }, 'ReleaseUnpublishItemCheck')]),
    ),
  },
  'ReleaseCheck',
);

const STALE: Refusal = { ...STALE_REVISION, when: 'The release changed since you read it: `current_revision` is its revision now.' };
const LOCKED: Refusal = { status: 409, when: 'The release is publishing, published or cancelled: it cannot change.' };

export const RELEASE_CHANGE_REFUSALS: readonly Refusal[] = [STALE, LOCKED];

export const RELEASE_ITEM_REFUSALS: readonly Refusal[] = [
  { ...STALE_REVISION, when: 'A draft moved on from the `revision` given: `current_revision` is its revision now.' },
  { status: 409, when: 'A draft is not approved at its revision while the project requires approvals.' },
];

export const PUBLISH_RELEASE_REFUSALS: readonly Refusal[] = [
  STALE,
  LOCKED,
  {
    status: 409,
    when: 'An item was blocked: the release failed and nothing was published; `release` says why, item by item.',
    body: errorWith('ReleaseFailedError', { release: Release }),
  },
  { status: 500, when: 'The release was published, but the site could not be deployed: it is deployed at the next publish or start.' },
];
