import { CancelRelease, CancelReleaseInput } from '../../../application/releases/cancel-release.js';
import { CreateRelease, CreateReleaseInput } from '../../../application/releases/create-release.js';
import { GetRelease } from '../../../application/releases/get-release.js';
import { ListReleases, ListReleasesInput } from '../../../application/releases/list-releases.js';
import { PublishRelease, PublishReleaseInput } from '../../../application/releases/publish-release.js';
import { ReleaseDryRun } from '../../../application/releases/release-dry-run.js';
import { UpdateRelease, UpdateReleaseInput } from '../../../application/releases/update-release.js';
import { PROJECT } from '../routing/path-params.js';
import { get, patch, post, type Route } from '../routing/route.js';
import { Release, RELEASE_CHANGE_REFUSALS, RELEASE_ITEM_REFUSALS, ReleaseCheck, ReleaseList, PUBLISH_RELEASE_REFUSALS } from './responses.js';

const RELEASES = `${PROJECT}/releases`;
const RELEASE = `${RELEASES}/:releaseId`;

/** Releases: drafts (and live pages to unpublish) published together, now or at a time. */
export const releaseRoutes: readonly Route[] = [
  post(RELEASES, CreateRelease, {
    body: CreateReleaseInput,
    status: 201,
    response: Release,
    access: 'publish (write)',
    refusals: RELEASE_ITEM_REFUSALS,
    example: {
      name: 'Spring launch',
      items: [
        { action: 'publish', draft_id: '<draftId>', revision: 3 },
        { action: 'unpublish', page_id: '<pageId>' },
      ],
      publish_at: '2026-03-29T07:00:00Z',
      time_zone: 'Europe/Berlin',
    },
    description:
      'A named set of drafts to publish and live pages to unpublish, together. Each draft is pinned to the `revision` given (409 when it moved on) or to its revision now: ' +
      'the release publishes that revision and nothing newer (a draft saved since is blocked until the release is changed). With `publish_at` (an instant) and ' +
      'the `time_zone` it was chosen in, it runs then (once, on one instance); without, it waits for "publish now". With approvals required, each draft must be approved at its revision.',
  }),
  get(RELEASES, ListReleases, {
    query: ListReleasesInput,
    response: ReleaseList,
    access: 'read_drafts (read)',
    description: 'Newest first; `status=scheduled` lists the upcoming ones.',
  }),
  get(RELEASE, GetRelease, { response: Release, access: 'read_drafts (read)' }),
  patch(RELEASE, UpdateRelease, {
    body: UpdateReleaseInput,
    response: Release,
    access: 'publish (write)',
    refusals: [...RELEASE_CHANGE_REFUSALS, ...RELEASE_ITEM_REFUSALS],
    example: { revision: 1, publish_at: '2026-03-30T07:00:00Z', time_zone: 'Europe/Berlin' },
    description:
      'Changes the release at the `revision` you read: its name, its items (pinned again: a draft sent without `revision` is taken at its revision now), its time ' +
      '(`publish_at: null` unschedules it). An open, scheduled or failed release may change; it waits again afterwards.',
  }),
  post(`${RELEASE}/cancel`, CancelRelease, {
    body: CancelReleaseInput,
    response: Release,
    access: 'publish (write)',
    refusals: RELEASE_CHANGE_REFUSALS,
    summary: 'Cancel a release',
    description: 'At the `revision` you read: it never runs (it stays listed, `cancelled`).',
  }),
  post(`${RELEASE}/publish`, PublishRelease, {
    body: PublishReleaseInput,
    response: Release,
    access: 'publish (write)',
    refusals: PUBLISH_RELEASE_REFUSALS,
    summary: 'Publish a release now',
    description:
      'Runs the release now, whatever its time, exactly as the scheduler would: whole or not at all. A blocked item fails it (409 with the release and its failure; ' +
      '`release.failed`); change it and publish again. Published, it answers the release with its `publish_id` (`release.published`).',
  }),
  get(`${RELEASE}/dry-run`, ReleaseDryRun, {
    response: ReleaseCheck,
    access: 'read_drafts (read)',
    summary: 'Release dry run',
    description:
      'What the release would do if it ran now, item by item: `ready`, or `blocked` with the reasons. One blocked item holds the whole release back. Nothing changes.',
  }),
];
