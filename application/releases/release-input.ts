import * as t from 'io-ts';
import { MAX_RELEASE_ITEMS } from '../../domain/releases/release.js';
import { isTimeZone } from '../../domain/releases/local-time.js';
import { intBetween, IsoInstant, nullable, trimmedString } from '../../domain/shared/codecs.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';

/** A draft to publish: at the revision given (the one you read), else at its revision now. */
const PublishItemInput = t.intersection([
  t.type({ action: t.literal('publish'), draft_id: trimmedString(200) }),
  t.partial({ revision: intBetween(1, Number.MAX_SAFE_INTEGER) }),
]);
/** A live page to take off the site. */
const UnpublishItemInput = t.type({ action: t.literal('unpublish'), page_id: trimmedString(200) });

export const ReleaseItemInput = t.union([PublishItemInput, UnpublishItemInput]);
export type ReleaseItemInput = t.TypeOf<typeof ReleaseItemInput>;

export const ReleaseItemsInput = withSchemaHint(
  t.refinement(
    t.array(ReleaseItemInput),
    (items) => items.length >= 1 && items.length <= MAX_RELEASE_ITEMS,
    `an array of 1 to ${MAX_RELEASE_ITEMS} items, each { action: "publish", draft_id, revision? } or { action: "unpublish", page_id }`,
  ),
  { type: 'array', minItems: 1, maxItems: MAX_RELEASE_ITEMS },
);

/** An IANA time zone the runtime knows. */
const TimeZone = withSchemaHint(t.refinement(t.string, isTimeZone, 'an IANA time zone (Europe/Berlin, America/New_York, UTC)'), {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  // IANA names start with a capital (`UTC`, `Europe/Berlin`, `Etc/GMT+1`); the runtime's list decides.
  pattern: '^[A-Z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
});

export const ReleaseName = trimmedString(200);

/** The revision of the release the caller read: a change over a newer one is 409 with `current_revision`. */
export const ReleaseRevision = t.type({ revision: intBetween(1, Number.MAX_SAFE_INTEGER) });
export type ReleaseRevision = t.TypeOf<typeof ReleaseRevision>;

export const ScheduleFields = t.partial({
  /** When it runs (an instant); null or absent: it waits for "publish now". */
  publish_at: nullable(IsoInstant),
  /** The zone the time was chosen in (it is shown in that zone); UTC when absent. */
  time_zone: TimeZone,
});
