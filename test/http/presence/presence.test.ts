import { expect } from 'chai';
import { EditHub } from '../../../application/presence/edit-hub.js';
import { EditSessions } from '../../../application/presence/ports.js';
import { uniqueId } from '../../support/builders.js';
import { EventStreamReader } from '../../support/event-stream.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TEAM } from '../../support/fixtures.js';
import { peopleIn, presenceFrom } from '../../support/presence-fold.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';

const ALICE = 'alice';
const BOB = 'bob';

/**
 * Edit Mode's presence over server-sent events, with the service running as two instances on
 * one store (two apps on one SQLite file): each reader sees the other's presence, saves (the
 * new revision), take-over and publish, whichever instance they came through.
 */
describe('Presence: a draft’s live stream across two instances', function () {
  this.timeout(60_000);
  const clock = new FakeClock('2026-03-01T10:00:00.000Z');
  let one: TestApp;
  let two: TestApp;
  let project: string;
  let draft: string;
  const opened: EventStreamReader[] = [];
  const watch = async (app: TestApp, user: string, draftId = draft) => {
    const reader = await EventStreamReader.open(`${app.url}/api/projects/${project}/docs/edit/${draftId}/events`, {
      authorization: `Bearer ${await app.token(user, { email: `${user}@example.com` })}`,
    });
    opened.push(reader);
    return reader;
  };
  const names = (event: { data: any }) => event.data.editors.map((e: any) => e.user_id).sort();
  /** Waits until the reader has been told exactly these people have the draft open. */
  const seesPeople = (reader: EventStreamReader, people: string[]) =>
    reader.until((events) => JSON.stringify(peopleIn(presenceFrom(events))) === JSON.stringify(people), `${people.join(', ')} present`);

  before(async () => {
    one = await TestApp.start({ clock });
    two = await TestApp.start({ clock, dataDir: one.dataDir, issuer: one.issuer });
    project = await one.createProject(TEAM.admin);
    await one.addMember(project, TEAM.admin, ALICE, 'manager');
    await one.addMember(project, TEAM.admin, BOB, 'manager');
  });
  after(async () => {
    for (const reader of opened) reader.close();
    await two.stop({ keepData: true });
    await one.stop();
  });
  beforeEach(async () => {
    draft = await newDraft(one, project, uniqueId('page'), {}, 'First', 'en', ALICE);
  });
  afterEach(() => {
    for (const reader of opened.splice(0)) reader.close();
  });

  it('shows each reader the other, and each save and take-over, whichever instance they use', async () => {
    const alice = await watch(one, ALICE);
    expect(alice.status).to.equal(200);
    expect(alice.headers.get('content-type')).to.equal('text/event-stream; charset=utf-8');
    expect(alice.headers.get('cache-control')).to.equal('no-store');
    const first = await alice.next('presence');
    expect(first.data).to.deep.include({ draft_id: draft });
    expect(first.data.editors).to.deep.equal([
      { user_id: ALICE, name: 'alice@example.com', since: clock.now().toISOString(), editing: false, sessions: [first.data.session_id] },
    ]);
    expect(first.data.sessions).to.deep.equal([
      { session_id: first.data.session_id, user_id: ALICE, name: 'alice@example.com', since: clock.now().toISOString(), editing: false },
    ]);

    const bob = await watch(two, BOB);
    const bobs = await bob.next('presence');
    expect(names(bobs)).to.deep.equal([ALICE, BOB]);
    // Alice hears Bob join through the other instance: his stream alone, not the whole list again.
    const joined = await alice.next('joined');
    expect(joined.data).to.deep.equal({
      draft_id: draft,
      session: { session_id: bobs.data.session_id, user_id: BOB, name: 'bob@example.com', since: clock.now().toISOString(), editing: false },
    });
    await seesPeople(alice, [ALICE, BOB]);

    // Bob saves through the other instance: Alice hears the new revision before her own save meets it.
    const saved = await two.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: BOB,
      body: { draftId: draft, metadata: {}, content: 'Second', language: 'en', revision: 1 },
    });
    expect(saved.body.revision).to.equal(2);
    const heard = await alice.next('saved');
    expect(heard.data).to.deep.equal({ draft_id: draft, revision: 2, by: { user_id: BOB, name: BOB }, at: clock.now().toISOString() });
    expect((await bob.next('saved')).data.revision).to.equal(2);

    // Alice takes over through her instance: Bob is told, and the list says who holds it.
    const taken = await one.request('POST', `/api/projects/${project}/docs/edit/${draft}/take-over`, {
      as: ALICE,
      body: { session_id: first.data.session_id },
    });
    expect(taken.status, JSON.stringify(taken.body)).to.equal(200);
    expect(taken.body).to.deep.equal({
      draft_id: draft,
      by: { user_id: ALICE, name: ALICE, session_id: first.data.session_id },
      at: clock.now().toISOString(),
    });
    expect((await bob.next('taken_over')).data).to.deep.equal(taken.body);
    expect([...presenceFrom(bob.events).values()].map((s) => [s.user_id, s.editing])).to.have.deep.members([
      [ALICE, true],
      [BOB, false],
    ]);

    // Bob leaves: Alice sees him go.
    bob.close();
    expect((await alice.next('left')).data).to.deep.equal({ draft_id: draft, session_id: bobs.data.session_id, user_id: BOB });
    await seesPeople(alice, [ALICE]);
    expect(alice.events.filter((e) => e.type === 'presence')).to.have.length(1);
  });

  it('announces a burst of saves once, with the last revision', async () => {
    const alice = await watch(one, ALICE);
    await alice.next('presence');
    const saves = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        two.request('POST', `/api/projects/${project}/docs/edit/save`, {
          as: BOB,
          body: { draftId: draft, metadata: {}, content: `Typing ${n}`, language: 'en', autosave: true },
        }),
      ),
    );
    expect(saves.map((s) => s.status)).to.deep.equal([200, 200, 200, 200, 200, 200]);
    const last = Math.max(...saves.map((s) => s.body.revision as number));
    expect(last).to.equal(7);
    expect((await alice.next('saved')).data).to.deep.include({ draft_id: draft, revision: last });
    expect(alice.events.filter((e) => e.type === 'saved')).to.have.length(1);
  });

  it('tells every reader when the draft is published', async () => {
    const alice = await watch(one, ALICE);
    const bob = await watch(two, BOB);
    await seesPeople(alice, [ALICE, BOB]);
    const { confirmed } = await publish(two, project, { draft_ids: [draft] }, TEAM.admin);
    for (const reader of [alice, bob])
      expect((await reader.next('published')).data).to.deep.equal({
        draft_id: draft,
        page_id: draft,
        publish_id: confirmed.publish_id,
        at: clock.now().toISOString(),
      });
  });

  it('drops a reader whose instance stopped renewing its entry once it expires', async () => {
    const alice = await watch(one, ALICE);
    await alice.next('presence');
    // A stream of an instance that died: its entry is in the store, nothing renews it.
    const sessions = one.get<EditSessions>(EditSessions);
    const since = clock.now().toISOString();
    await sessions.restore({
      session_id: 'ghost',
      project_id: project,
      draft_id: draft,
      user_id: BOB,
      name: BOB,
      since,
      expires_at: new Date(clock.now().getTime() + 30_000).toISOString(),
      editing: false,
    });
    await one.get(EditHub).refresh();
    await seesPeople(alice, [ALICE, BOB]);
    clock.advance(31_000);
    await one.get(EditHub).refresh();
    expect((await alice.next('left')).data).to.deep.equal({ draft_id: draft, session_id: 'ghost', user_id: BOB });
    await seesPeople(alice, [ALICE]);
  });

  it('refuses a reader who may not read drafts, a draft of another project, and a live page', async () => {
    await one.addMember(project, TEAM.admin, 'reader', 'member').catch(() => undefined);
    const refused = await one.request('GET', `/api/projects/${project}/docs/edit/${draft}/events`, { as: 'reader' });
    expect(refused.status).to.equal(403);
    const stranger = await one.request('GET', `/api/projects/${project}/docs/edit/${draft}/events`, { as: 'mallory' });
    expect(stranger.status).to.equal(404);
    const unknown = await one.request('GET', `/api/projects/${project}/docs/edit/nope/events`, { as: ALICE });
    expect(unknown.status).to.equal(404);
    expect(unknown.body).to.deep.equal({ error: 'Draft not found' });
    const anonymous = await one.request('GET', `/api/projects/${project}/docs/edit/${draft}/events`);
    expect(anonymous.status).to.equal(401);
    await publish(one, project, { draft_ids: [draft] }, TEAM.admin);
    const live = await one.request('GET', `/api/projects/${project}/docs/edit/${draft}/events`, { as: ALICE });
    expect(live.status).to.equal(400);
    expect(live.body).to.deep.equal({ error: `Document ${draft} is not a draft: open it with POST /docs/edit/open to get a draft` });
  });
});
