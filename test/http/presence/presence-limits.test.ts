import { expect } from 'chai';
import { PRESENCE_LIMITS } from '../../../domain/presence/edit-events.js';
import { uniqueId } from '../../support/builders.js';
import { EventStreamReader } from '../../support/event-stream.js';
import { TEAM } from '../../support/fixtures.js';
import { peopleIn, presenceFrom } from '../../support/presence-fold.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft } from '../publishing/support.js';

/**
 * What one person, or one draft, may hold of Edit Mode's live streams, what a stream costs the
 * others (one event per join or leave, not the list), and that a reader who may no longer read
 * the project's drafts hears nothing more.
 */
describe('Presence: limits, fan-out and access', function () {
  this.timeout(60_000);
  let app: TestApp;
  let project: string;
  const opened: EventStreamReader[] = [];
  const events = (draftId: string) => `${app.url}/api/projects/${project}/docs/edit/${draftId}/events`;
  const watch = async (user: string, draftId: string, headers: Record<string, string> = {}) => {
    const auth = Object.keys(headers).length > 0 ? headers : { authorization: `Bearer ${await app.token(user)}` };
    const reader = await EventStreamReader.open(events(draftId), auth);
    opened.push(reader);
    return reader;
  };
  const draftOf = () => newDraft(app, project, uniqueId('page'), {}, 'Body', 'en', TEAM.admin);
  const save = (draftId: string, revision: number) =>
    app.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: TEAM.admin,
      body: { draftId, metadata: {}, content: `Take ${revision}`, language: 'en', revision },
    });

  before(async () => {
    app = await TestApp.start();
    project = await app.createProject(TEAM.admin);
  });
  after(() => app.stop());
  afterEach(() => {
    for (const reader of opened.splice(0)) reader.close();
  });

  it(`opens at most ${PRESENCE_LIMITS.perPerson} streams of one person at once, across drafts; the rest get 429`, async () => {
    const person = uniqueId('tabby');
    await app.addMember(project, TEAM.admin, person, 'manager');
    const drafts = await Promise.all([draftOf(), draftOf(), draftOf()]);
    const token = await app.token(person);
    const readers = await Promise.all(Array.from({ length: 60 }, (_, n) => watch(person, drafts[n % drafts.length]!, { authorization: `Bearer ${token}` })));
    expect(
      readers.filter((r) => r.status === 200),
      JSON.stringify(readers.map((r) => r.status)),
    ).to.have.length(PRESENCE_LIMITS.perPerson);
    expect(readers.filter((r) => r.status === 429)).to.have.length(60 - PRESENCE_LIMITS.perPerson);
    const refused = await app.request('GET', `/api/projects/${project}/docs/edit/${drafts[0]}/events`, { as: person });
    expect(refused.status).to.equal(429);
    expect(refused.body).to.deep.equal({ error: `Too many open Edit Mode streams: at most ${PRESENCE_LIMITS.perPerson} per person` });
    expect(refused.headers.get('retry-after')).to.equal('30');

    // A stream that closes frees its place.
    readers.find((r) => r.status === 200)!.close();
    const again = await (async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const reader = await watch(person, drafts[0]!, { authorization: `Bearer ${token}` });
        if (reader.status === 200) return reader;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return null;
    })();
    expect(again?.status).to.equal(200);
  });

  it(`opens at most ${PRESENCE_LIMITS.perDraft} streams of one draft, whoever opens them`, async () => {
    const people = Array.from({ length: 3 }, () => uniqueId('crowd'));
    for (const person of people) await app.addMember(project, TEAM.admin, person, 'manager');
    const draft = await draftOf();
    const readers = await Promise.all(Array.from({ length: 60 }, (_, n) => watch(people[n % 3]!, draft)));
    expect(readers.filter((r) => r.status === 200)).to.have.length(PRESENCE_LIMITS.perDraft);
    const refused = await app.request('GET', `/api/projects/${project}/docs/edit/${draft}/events`, { as: TEAM.admin });
    expect([refused.status, refused.body]).to.deep.equal([
      429,
      { error: `Too many open Edit Mode streams of this draft: at most ${PRESENCE_LIMITS.perDraft}` },
    ]);
  });

  it('tells the streams already open of each new one by one event, never the whole list again', async () => {
    const draft = await draftOf();
    const people = Array.from({ length: 8 }, () => uniqueId('peer'));
    for (const person of people) await app.addMember(project, TEAM.admin, person, 'manager');
    const readers: EventStreamReader[] = [];
    for (const person of people) {
      const reader = await watch(person, draft);
      await reader.next('presence');
      readers.push(reader);
    }
    const last = readers.at(-1)!;
    await Promise.all(readers.map((reader) => reader.until((seen) => peopleIn(presenceFrom(seen)).length === people.length, 'everyone present')));
    readers.forEach((reader, n) => {
      expect(
        reader.events.filter((e) => e.type === 'presence'),
        `reader ${n}`,
      ).to.have.length(1);
      // Each reader heard of the ones after it, each once.
      expect(
        reader.events.filter((e) => e.type === 'joined'),
        `reader ${n}`,
      ).to.have.length(people.length - 1 - n);
    });
    last.close();
    await Promise.all(readers.slice(0, -1).map((reader) => reader.next('left')));
  });

  it('ends the stream of a member removed from the project: no save reaches it afterwards', async () => {
    const leaver = uniqueId('leaver');
    await app.addMember(project, TEAM.admin, leaver, 'manager');
    const draft = await draftOf();
    const stays = await watch(TEAM.admin, draft);
    const goes = await watch(leaver, draft);
    await goes.next('presence');
    expect((await save(draft, 1)).status).to.equal(200);
    expect((await goes.next('saved')).data.revision).to.equal(2);

    expect((await app.request('DELETE', `/api/projects/${project}/members/${leaver}`, { as: TEAM.admin })).status).to.equal(204);
    expect((await save(draft, 2)).status).to.equal(200);
    expect((await stays.next('saved', (d) => d.revision === 3)).data.revision).to.equal(3);
    await goes.until(() => goes.isEnded, 'the removed member’s stream ended');
    expect(goes.events.filter((e) => e.type === 'saved').map((e) => e.data.revision)).to.deep.equal([2]);
    // The others hear the removed member leave.
    await stays.until((seen) => !peopleIn(presenceFrom(seen)).includes(leaver), 'the removed member gone');
  });

  it('ends the stream of an API key once it is revoked', async () => {
    const draft = await draftOf();
    const key = await app.request('POST', `/api/projects/${project}/keys`, { as: TEAM.admin, body: { name: 'watcher', role: 'manager' } });
    const reader = await watch('', draft, { 'x-api-key': key.body.key, 'x-project-id': project });
    await reader.next('presence');
    expect((await app.request('DELETE', `/api/projects/${project}/keys/${key.body.id}`, { as: TEAM.admin })).status).to.equal(204);
    expect((await save(draft, 1)).status).to.equal(200);
    await reader.until(() => reader.isEnded, 'the revoked key’s stream ended');
    expect(reader.events.filter((e) => e.type === 'saved')).to.deep.equal([]);
  });
});
