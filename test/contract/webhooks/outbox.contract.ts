import { PLAIN_PUBLISH } from '../../../domain/publishing/manifest.js';
import { expect } from 'chai';
import type { ManifestChange } from '../../../domain/publishing/manifest.js';
import { newSession } from '../../../domain/onboarding/session.js';
import { newTransfer } from '../../../domain/telephony/transfer.js';
import {
  draftDiscarded,
  memberAdded,
  memberRemoved,
  onboardingConfirmed,
  pageCreated,
  pageDeleted,
  pageUpdated,
  publishEvents,
  questionUnanswered,
  releaseFailed,
  releasePublished,
  transferCompleted,
} from '../../../domain/webhooks/event-data.js';
import { aQuestion } from '../questions/question-store.contract.js';
import { aRelease } from '../releases/release-repository.contract.js';
import { aMembership, uniqueId } from '../../support/builders.js';
import { aDoc, AT, at, storeHelpers, version } from '../../support/stores/page-fixtures.js';
import { allDeliveries, anEndpoint, claimAll, routeAll, stamped, type WebhookStores } from '../../support/stores/webhook-fixtures.js';

const COMPANY = { country: 'DE', name: 'Acme GmbH', registry_id: 'HRB 1', place_id: null, website: null, city: 'Berlin', address: null };

/**
 * The transactional outbox, as every store that records events must keep it: a committed
 * write records its events (routed into one delivery per enabled endpoint subscribed to the
 * type), and a write that rolls back records none, whatever made it roll back (here: its own
 * event, which the outbox refuses because an event waiting there has that id: the change must
 * not happen either).
 */
export function outboxContract(stores: () => WebhookStores): void {
  const { newProject, draftOf } = storeHelpers(stores);
  const subscribed = async () => {
    const projectId = await newProject();
    const endpoint = anEndpoint(projectId);
    await stores().webhooks.create(endpoint, 20);
    return { projectId, endpoint };
  };
  /** The bodies of the project's pending deliveries (but `except`'s), in the order they were recorded (claimed, so each is seen once). */
  const bodies = async (projectId: string, except?: string) =>
    (await claimAll(stores()))
      .filter((c) => c.delivery.project_id === projectId && c.delivery.event_id !== except)
      .map((c) => JSON.parse(c.body) as { type: string; timestamp: string; data: any });
  /** The id of an event waiting in the outbox: an event reusing it cannot be recorded, so its write must roll back. */
  const takenId = async (projectId: string) => {
    const doc = aDoc(projectId, { slug: uniqueId('taken') });
    const id = uniqueId('e');
    expect(
      (
        await stores().pages.create(
          doc,
          undefined,
          stamped(projectId, (d) => [pageCreated(d)], [id]),
        )
      ).kind,
    ).to.equal('created');
    return id;
  };
  const refused = <T>(attempt: Promise<T>) =>
    attempt.then(
      (outcome) => ({ outcome }),
      (error: unknown) => ({ error }),
    );

  it('fans out to every enabled endpoint subscribed to the type, of this project only', async () => {
    const { webhooks, pages } = stores();
    const projectId = await newProject();
    const all = anEndpoint(projectId);
    const updates = anEndpoint(projectId, { events: ['page.updated'] });
    const disabled = anEndpoint(projectId, { enabled: false });
    const elsewhere = anEndpoint(await newProject());
    for (const endpoint of [all, updates, disabled, elsewhere]) await webhooks.create(endpoint, 20);
    const doc = aDoc(projectId);
    await pages.create(
      doc,
      undefined,
      stamped(projectId, (d) => [pageCreated(d)]),
    );
    await pages.updatePage(
      projectId,
      doc.id,
      { content: 'v2', at: at(5) },
      stamped(projectId, (p) => [pageUpdated(p)]),
    );
    expect((await allDeliveries(stores(), projectId, all.id)).map((d) => d.type)).to.deep.equal(['page.updated', 'page.created']);
    expect((await allDeliveries(stores(), projectId, updates.id)).map((d) => d.type)).to.deep.equal(['page.updated']);
    expect(await allDeliveries(stores(), projectId, disabled.id)).to.deep.equal([]);
    expect(await allDeliveries(stores(), elsewhere.project_id, elsewhere.id)).to.deep.equal([]);
    const [created, updated] = await bodies(projectId);
    expect(created).to.deep.include({ type: 'page.created', timestamp: AT });
    expect(created!.data.page).to.include({ id: doc.id, revision: 1 });
    expect(updated!.data.page).to.include({ id: doc.id, revision: 2 });
  });

  it('routes each recorded event once, even with routers racing; drops one no endpoint wants any more', async () => {
    const { webhooks, pages, deliveries } = stores();
    const projectId = await newProject();
    const endpoint = anEndpoint(projectId);
    await webhooks.create(endpoint, 20);
    const docs = Array.from({ length: 12 }, (_, i) => aDoc(projectId, { slug: `routed-${i}` }));
    for (const doc of docs)
      await pages.create(
        doc,
        undefined,
        stamped(projectId, (d) => [pageCreated(d)]),
      );
    const routed = await Promise.all(Array.from({ length: 4 }, () => deliveries.route({ now: at(1), limit: 5 })));
    expect(routed.reduce((a, b) => a + b, 0)).to.be.at.most(12);
    const log = await allDeliveries(stores(), projectId, endpoint.id);
    expect(log).to.have.length(12);
    expect(new Set(log.map((d) => d.event_id)).size).to.equal(12);
    expect(log.every((d) => d.status === 'pending' && d.created_at === AT)).to.equal(true);

    const quiet = aDoc(projectId, { slug: 'unwanted' });
    await pages.create(
      quiet,
      undefined,
      stamped(projectId, (d) => [pageCreated(d)]),
    );
    await webhooks.update(projectId, endpoint.id, { enabled: false }, at(2));
    await routeAll(stores());
    expect(await deliveries.route({ now: at(3), limit: 10 })).to.equal(0);
    expect(await allDeliveries(stores(), projectId, endpoint.id)).to.have.length(12);
  });

  it('builds nothing for a project without endpoints', async () => {
    const projectId = await newProject();
    let built = 0;
    await stores().pages.create(aDoc(projectId), undefined, (d) => {
      built += 1;
      return stamped(projectId, () => [pageCreated(d)])(d);
    });
    expect(built).to.equal(0);
    expect(await bodies(projectId)).to.deep.equal([]);
  });

  it('pages: a committed create, update or delete records its event; a rolled-back one records none and changes nothing', async () => {
    const { pages } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const doc = aDoc(projectId, { slug: 'fresh' });
    expect(
      await refused(
        pages.create(
          doc,
          undefined,
          stamped(projectId, (d) => [pageCreated(d)], [taken]),
        ),
      ),
    ).to.not.deep.equal({ outcome: { kind: 'created', doc } });
    expect(await pages.findById(projectId, doc.id)).to.equal(null);
    expect(
      (
        await pages.create(
          doc,
          undefined,
          stamped(projectId, (d) => [pageCreated(d)]),
        )
      ).kind,
    ).to.equal('created');

    await refused(
      pages.updatePage(
        projectId,
        doc.id,
        { content: 'lost', at: at(5) },
        stamped(projectId, (p) => [pageUpdated(p)], [taken]),
      ),
    );
    expect(await pages.findById(projectId, doc.id)).to.include({ revision: 1, content: doc.content });
    await pages.updatePage(
      projectId,
      doc.id,
      { content: 'kept', at: at(6) },
      stamped(projectId, (p) => [pageUpdated(p)]),
    );
    // Refused by the store's own rule (a stale revision): no event either.
    await pages.updatePage(
      projectId,
      doc.id,
      { content: 'stale', expectedRevision: 1, at: at(7) },
      stamped(projectId, (p) => [pageUpdated(p)]),
    );

    await refused(
      pages.delete(
        projectId,
        doc.id,
        stamped(projectId, (p) => [pageDeleted(p)], [taken]),
      ),
    );
    expect(await pages.findById(projectId, doc.id)).to.not.equal(null);
    expect(
      await pages.delete(
        projectId,
        doc.id,
        stamped(projectId, (p) => [pageDeleted(p)]),
      ),
    ).to.equal(true);

    const events = await bodies(projectId, taken);
    expect(events.map((e) => [e.type, e.data.page.revision])).to.deep.equal([
      ['page.created', 1],
      ['page.updated', 2],
      ['page.deleted', 2],
    ]);
  });

  it('drafts: discarding records draft.discarded in the same step', async () => {
    const { drafts, pages } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const draft = await draftOf(projectId, 'about');
    await refused(
      drafts.discardDraft(
        projectId,
        draft.id,
        stamped(projectId, (d) => [draftDiscarded(d)], [taken]),
      ),
    );
    expect(await pages.findById(projectId, draft.id)).to.not.equal(null);
    expect(
      (
        await drafts.discardDraft(
          projectId,
          draft.id,
          stamped(projectId, (d) => [draftDiscarded(d)]),
        )
      ).kind,
    ).to.equal('discarded');
    expect((await bodies(projectId, taken)).map((e) => [e.type, e.data.draft.id])).to.deep.equal([['draft.discarded', draft.id]]);
  });

  it('publishing: a confirm records each promoted page and publish.completed, or nothing when it rolls back', async () => {
    const { publishes, pages } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const existing = await draftOf(projectId, 'about');
    const fresh = aDoc(projectId, { slug: 'fresh', visibility: 'draft' });
    await pages.create(fresh, version(0));
    const changes: ManifestChange[] = [
      { draft_id: existing.id, slug: 'about', language: 'en', action: 'update', revision: existing.revision },
      { draft_id: fresh.id, slug: 'fresh', language: 'en', action: 'create', revision: fresh.revision },
    ];
    const tokenHash = uniqueId('h');
    await publishes.saveConfirmation({ token_hash: tokenHash, project_id: projectId, created_by: 'editor', created_at: AT, expires_at: at(3600), changes }, AT);
    const request = () => ({ projectId, tokenHash, publishId: uniqueId('p'), at: at(10), by: 'editor' });
    await refused(publishes.confirm(request(), stamped(projectId, publishEvents, [taken])));
    expect(await pages.findById(projectId, fresh.id)).to.include({ visibility: 'draft' });
    const outcome = await publishes.confirm(request(), stamped(projectId, publishEvents));
    expect(outcome.kind).to.equal('published');
    const events = await bodies(projectId, taken);
    expect(events.map((e) => e.type).sort()).to.deep.equal(['page.created', 'page.updated', 'publish.completed']);
    const completed = events.find((e) => e.type === 'publish.completed')!;
    expect(completed.data.changes.map((c: { slug: string; action: string; revision: number }) => [c.slug, c.action, c.revision])).to.deep.equal([
      ['about', 'update', 2],
      ['fresh', 'create', 1],
    ]);
    expect(events.find((e) => e.type === 'page.updated')!.data).to.deep.include({ publish_id: completed.data.publish_id });
  });

  it('members: adding and removing record their events; a rolled-back one changes nothing', async () => {
    const { memberships } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const bob = aMembership(projectId, 'bob', 'member');
    await refused(
      memberships.add(
        bob,
        stamped(projectId, (m) => [memberAdded(m)], [taken]),
      ),
    );
    expect(await memberships.find(projectId, 'bob')).to.equal(null);
    expect(
      await memberships.add(
        bob,
        stamped(projectId, (m) => [memberAdded(m)]),
      ),
    ).to.equal(true);
    await refused(
      memberships.remove(
        projectId,
        'bob',
        stamped(projectId, (m) => [memberRemoved(m)], [taken]),
      ),
    );
    expect(await memberships.find(projectId, 'bob')).to.not.equal(null);
    expect(
      (
        await memberships.remove(
          projectId,
          'bob',
          stamped(projectId, (m) => [memberRemoved(m)]),
        )
      ).kind,
    ).to.equal('removed');
    expect((await bodies(projectId, taken)).map((e) => [e.type, e.data.member.user_id])).to.deep.equal([
      ['member.added', 'bob'],
      ['member.removed', 'bob'],
    ]);
  });

  it('onboarding: confirming records onboarding.confirmed with the write, nothing for a no-op', async () => {
    const { onboarding } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const seed = newSession({ id: uniqueId('s'), projectId, userId: 'visitor', now: new Date(AT) });
    await onboarding.change(seed, { kind: 'company', company: COMPANY }, new Date(at(1)));
    const events = stamped(projectId, (s: Parameters<typeof onboardingConfirmed>[0]) => [onboardingConfirmed(s)]);
    await refused(
      onboarding.change(
        seed,
        { kind: 'confirm' },
        new Date(at(2)),
        stamped(projectId, (s) => [onboardingConfirmed(s)], [taken]),
      ),
    );
    expect(await onboarding.find(projectId, 'visitor')).to.include({ confirmed_at: null });
    expect((await onboarding.change(seed, { kind: 'confirm' }, new Date(at(3)), events)).kind).to.equal('changed');
    expect((await onboarding.change(seed, { kind: 'confirm' }, new Date(at(4)), events)).kind).to.equal('unchanged');
    expect((await bodies(projectId, taken)).map((e) => [e.type, e.data.session.confirmed_at])).to.deep.equal([['onboarding.confirmed', at(3)]]);
  });

  it('telephony: completing a transfer records live.transfer.completed with the transition', async () => {
    const { transfers } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const transfer = newTransfer({ id: uniqueId('t'), projectId, userId: 'visitor', callerCallId: null, managerPhone: '+4930123456', now: new Date(AT) });
    await transfers.begin(transfer, new Date(AT));
    await transfers.transition(transfer.id, 'dialing', { status: 'connected', reason: null, updated_at: at(1), ended_at: null });
    const done = { status: 'completed' as const, reason: null, updated_at: at(2), ended_at: at(2) };
    await refused(
      transfers.transition(
        transfer.id,
        'connected',
        done,
        stamped(projectId, (t) => [transferCompleted(t)], [taken]),
      ),
    );
    expect(await transfers.findById(transfer.id)).to.include({ status: 'connected' });
    expect(
      await transfers.transition(
        transfer.id,
        'connected',
        done,
        stamped(projectId, (t) => [transferCompleted(t)]),
      ),
    ).to.include({ status: 'completed' });
    expect(
      await transfers.transition(
        transfer.id,
        'connected',
        done,
        stamped(projectId, (t) => [transferCompleted(t)]),
      ),
    ).to.equal(null);
    expect((await bodies(projectId, taken)).map((e) => [e.type, e.data.transfer.status])).to.deep.equal([['live.transfer.completed', 'completed']]);
  });

  it('releases: a run’s end records release.published or release.failed with it, nothing when it rolls back', async () => {
    const { releases } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const claim = async (release: ReturnType<typeof aRelease>, claimer: string) => {
      await releases.create(release);
      expect((await releases.claim(projectId, release.id, 1, { claimer, now: AT, until: at(600) })).kind).to.equal('claimed');
    };
    const published = aRelease(projectId, { status: 'open', publish_at: null, time_zone: null });
    await claim(published, 'run-1');
    const publish = {
      publish_id: 'pub-1',
      project_id: projectId,
      published_at: at(5),
      published_by: 'alice',
      deployed_at: null,
      changes: [],
      ...PLAIN_PUBLISH,
    };
    const unpublished = [{ action: 'unpublish' as const, page_id: 'page-9', slug: 'old', language: 'en' }];
    const end = { status: 'published' as const, publish_id: 'pub-1', at: at(5) };
    expect(
      await refused(
        releases.finish(
          published.id,
          'run-1',
          end,
          stamped(projectId, (r) => [releasePublished(r, publish, unpublished)], [taken]),
        ),
      ),
    ).to.have.property('error');
    expect(await releases.find(projectId, published.id)).to.include({ status: 'publishing' });
    expect(
      await releases.finish(
        published.id,
        'run-1',
        end,
        stamped(projectId, (r) => [releasePublished(r, publish, unpublished)]),
      ),
    ).to.equal(true);

    const failed = aRelease(projectId);
    await claim(failed, 'run-2');
    const failure = { reason: 'an item was blocked', items: [{ action: 'publish' as const, id: 'd1', slug: 'about', language: 'en', reasons: ['x'] }] };
    expect(
      await releases.finish(
        failed.id,
        'run-2',
        { status: 'failed', failure, at: at(6) },
        stamped(projectId, (r) => [releaseFailed(r)]),
      ),
    ).to.equal(true);
    expect((await bodies(projectId, taken)).map((e) => [e.type, e.data.release.id, e.data.unpublished ?? e.data.items])).to.deep.equal([
      ['release.published', published.id, [{ page_id: 'page-9', slug: 'old', language: 'en' }]],
      ['release.failed', failed.id, failure.items],
    ]);
  });

  it('questions: the one that starts a group records question.unanswered with it, one joining records none, a rolled-back one files nothing', async () => {
    const { questions } = stores();
    const { projectId } = await subscribed();
    const taken = await takenId(projectId);
    const first = aQuestion(projectId, 'Do you deliver on Sundays?', 0, { proposed_answer: 'Yes.' });
    expect(
      await refused(
        questions.record(
          first,
          stamped(projectId, (g) => [questionUnanswered(g)], [taken]),
        ),
      ),
    ).to.have.property('error');
    expect(await questions.find(projectId, first.new_group_id)).to.equal(null);
    expect(
      (
        await questions.record(
          first,
          stamped(projectId, (g) => [questionUnanswered(g)]),
        )
      ).kind,
    ).to.equal('new_group');
    expect(
      (
        await questions.record(
          aQuestion(projectId, 'deliver on Sundays', 1),
          stamped(projectId, (g) => [questionUnanswered(g)]),
        )
      ).kind,
    ).to.equal('joined');
    expect((await bodies(projectId, taken)).map((e) => [e.type, e.data.question])).to.deep.equal([
      ['question.unanswered', { id: first.new_group_id, text: 'Do you deliver on Sundays?', language: 'en', asked_at: first.asked_at, answer_proposed: true }],
    ]);
  });
}
