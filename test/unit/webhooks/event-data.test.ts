import { expect } from 'chai';
import type { Membership } from '../../../domain/projects/membership.js';
import type { OnboardingSession } from '../../../domain/onboarding/session.js';
import type { PublishRecord } from '../../../domain/publishing/manifest.js';
import type { Release } from '../../../domain/releases/release.js';
import type { Transfer } from '../../../domain/telephony/transfer.js';
import {
  draftDiscarded,
  memberAdded,
  memberRemoved,
  onboardingConfirmed,
  pageCreated,
  pageDeleted,
  pageUpdated,
  ping,
  publishEvents,
  releaseFailed,
  releasePublished,
  transferCompleted,
  type PageSummary,
} from '../../../domain/webhooks/event-data.js';
import { EVENT_DATA } from '../../../domain/webhooks/event-payloads.js';

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-02T10:00:00.000Z';
const doc: PageSummary = {
  id: 'page-1',
  project_id: 'p1',
  slug: 'about',
  language: 'en',
  visibility: 'public',
  doc_template_id: 'basic',
  revision: 3,
  translation_of: null,
  created_at: T1,
  updated_at: T2,
} as PageSummary;
const pageData = {
  id: 'page-1',
  slug: 'about',
  language: 'en',
  visibility: 'public',
  doc_template_id: 'basic',
  revision: 3,
  translation_of: null,
  translation_state: null,
  created_at: T1,
  updated_at: T2,
};
const publish = {
  publish_id: 'pub-1',
  project_id: 'p1',
  published_at: T2,
  published_by: 'alice',
  changes: [{ page_id: 'page-1', slug: 'about', language: 'en', action: 'update', revision: 3, extra: 'not told' }],
} as unknown as PublishRecord;
const release = {
  id: 'r1',
  project_id: 'p1',
  name: 'Spring',
  status: 'failed',
  publish_at: T1,
  time_zone: 'Europe/Berlin',
  items: [],
  revision: 1,
  updated_at: T1,
  finished_at: T2,
  failure: { reason: 'blocked', items: [{ action: 'publish', id: 'd1', slug: 'a', language: 'en', reasons: ['moved on'] }] },
} as unknown as Release;

/** Every event a receiver gets decodes with the codec the API description shows for its type. */
function expectDescribed(event: { type: keyof typeof EVENT_DATA; data: unknown }) {
  expect(EVENT_DATA[event.type].is(event.data), event.type).to.equal(true);
}

describe('Webhook event data', () => {
  it('describes a page without its body, for each page event, with no publish', () => {
    for (const [build, type] of [
      [pageCreated, 'page.created'],
      [pageUpdated, 'page.updated'],
      [pageDeleted, 'page.deleted'],
    ] as const) {
      const event = build({ ...doc, content: 'the body' } as PageSummary);
      expect(event).to.deep.equal({ type, data: { project_id: 'p1', page: pageData, publish_id: null } });
      expectDescribed(event);
    }
  });

  it('says in a publish whether each page is a source, an up-to-date or an outdated translation', () => {
    const translation = { ...doc, language: 'ar', translation_of: { language: 'en', revision: 3 } };
    const states = publishEvents({
      publish,
      pages: [
        { ...translation, action: 'create', source_revision: 3 },
        { ...translation, id: 'page-2', action: 'update', source_revision: 4 },
        { ...translation, id: 'page-3', action: 'update', source_revision: null },
      ],
    }).flatMap((event) => (event.type === 'publish.completed' ? [] : [[event.data.page.translation_of, event.data.page.translation_state]]));
    expect(states).to.deep.equal([
      [{ language: 'en', revision: 3 }, 'up_to_date'],
      [{ language: 'en', revision: 3 }, 'outdated'],
      [{ language: 'en', revision: 3 }, 'outdated'],
    ]);
  });

  it('reports each page a publish promoted (created or updated), then the publish with its changes', () => {
    const events = publishEvents({
      publish,
      pages: [
        { ...doc, action: 'create', source_revision: null },
        { ...doc, id: 'page-2', action: 'update', source_revision: null },
      ],
    });
    const published = { ...pageData, translation_state: 'source' };
    expect(events).to.deep.equal([
      { type: 'page.created', data: { project_id: 'p1', page: published, publish_id: 'pub-1' } },
      { type: 'page.updated', data: { project_id: 'p1', page: { ...published, id: 'page-2' }, publish_id: 'pub-1' } },
      {
        type: 'publish.completed',
        data: {
          project_id: 'p1',
          publish_id: 'pub-1',
          published_at: T2,
          published_by: 'alice',
          changes: [
            { page_id: 'page-1', slug: 'about', language: 'en', action: 'create', revision: 3 },
            { page_id: 'page-2', slug: 'about', language: 'en', action: 'update', revision: 3 },
          ],
        },
      },
    ]);
    events.forEach(expectDescribed);
  });

  it('describes a discarded draft, and members added and removed', () => {
    expect(draftDiscarded(doc)).to.deep.equal({
      type: 'draft.discarded',
      data: { project_id: 'p1', draft: { id: 'page-1', slug: 'about', language: 'en', revision: 3 } },
    });
    const membership = { project_id: 'p1', user_id: 'bob', role: 'manager', provisioned: true, joined_at: T1 } as unknown as Membership;
    const member = { user_id: 'bob', role: 'manager', provisioned: true };
    expect(memberAdded(membership)).to.deep.equal({ type: 'member.added', data: { project_id: 'p1', member } });
    expect(memberRemoved(membership)).to.deep.equal({ type: 'member.removed', data: { project_id: 'p1', member } });
    [draftDiscarded(doc), memberAdded(membership), memberRemoved(membership)].forEach(expectDescribed);
  });

  it("describes a confirmed onboarding and a completed transfer (without the manager's phone)", () => {
    const session = {
      id: 's1',
      project_id: 'p1',
      user_id: 'alice',
      company: { name: 'Acme' },
      confirmed_at: T2,
      answers: 'kept',
    } as unknown as OnboardingSession;
    expect(onboardingConfirmed(session)).to.deep.equal({
      type: 'onboarding.confirmed',
      data: { project_id: 'p1', session: { id: 's1', user_id: 'alice', company: { name: 'Acme' }, confirmed_at: T2 } },
    });
    const transfer = {
      id: 't1',
      project_id: 'p1',
      user_id: 'alice',
      status: 'completed',
      created_at: T1,
      ended_at: T2,
      manager_phone: '+14155550123',
    } as unknown as Transfer;
    expect(transferCompleted(transfer)).to.deep.equal({
      type: 'live.transfer.completed',
      data: { project_id: 'p1', transfer: { id: 't1', user_id: 'alice', status: 'completed', created_at: T1, ended_at: T2 } },
    });
  });

  it('describes a release that ran, with its publish and the pages it took off', () => {
    const unpublished = [{ action: 'unpublish' as const, page_id: 'page-9', slug: 'old', language: 'de' }];
    const event = releasePublished(release, publish, unpublished);
    expect(event).to.deep.equal({
      type: 'release.published',
      data: {
        project_id: 'p1',
        release: { id: 'r1', name: 'Spring', publish_at: T1, time_zone: 'Europe/Berlin' },
        publish_id: 'pub-1',
        published_at: T2,
        changes: [{ page_id: 'page-1', slug: 'about', language: 'en', action: 'update', revision: 3 }],
        unpublished: [{ page_id: 'page-9', slug: 'old', language: 'de' }],
      },
    });
    expectDescribed(event);
  });

  it('describes a failed release: when and why, item by item; without a recorded failure, when it last changed', () => {
    const event = releaseFailed(release);
    expect(event).to.deep.equal({
      type: 'release.failed',
      data: {
        project_id: 'p1',
        release: { id: 'r1', name: 'Spring', publish_at: T1, time_zone: 'Europe/Berlin' },
        failed_at: T2,
        reason: 'blocked',
        items: [{ action: 'publish', id: 'd1', slug: 'a', language: 'en', reasons: ['moved on'] }],
      },
    });
    expectDescribed(event);
    const bare = releaseFailed({ ...release, finished_at: null, failure: null });
    expect(bare.data).to.deep.include({ failed_at: T1, reason: 'the release failed', items: [] });
  });

  it('pings a webhook', () => {
    expect(ping('p1', 'w1')).to.deep.equal({ type: 'ping', data: { project_id: 'p1', webhook_id: 'w1' } });
  });
});
