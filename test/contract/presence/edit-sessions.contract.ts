import { expect } from 'chai';
import type { EditSessions } from '../../../application/presence/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import { PRESENCE_LIMITS, type PresenceEntry, type PresenceLimits } from '../../../domain/presence/edit-events.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface PresenceStores {
  readonly projects: ProjectRepository;
  readonly sessions: EditSessions;
}

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T10:00:30.000Z';
const T2 = '2026-03-01T10:01:00.000Z';

/** What every EditSessions adapter must do. */
export function editSessionsContract(stores: () => PresenceStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  const anEntry = (projectId: string, overrides: Partial<PresenceEntry> = {}): PresenceEntry => ({
    session_id: uniqueId('s'),
    project_id: projectId,
    draft_id: 'd1',
    user_id: 'alice',
    name: 'Alice',
    since: T0,
    expires_at: T1,
    editing: false,
    ...overrides,
  });

  /** Records an entry within the service's limits, as a stream that opens does. */
  const join = async (entry: PresenceEntry, limits: PresenceLimits = PRESENCE_LIMITS) => {
    expect(await stores().sessions.join(entry, limits, T0)).to.equal('joined');
  };

  it('lists a draft’s entries until they expire; a heartbeat extends one, leaving ends it', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const alice = anEntry(projectId);
    const bob = anEntry(projectId, { user_id: 'bob', name: 'Bob', since: '2026-03-01T10:00:01.000Z' });
    await join(alice);
    await join(bob);
    await join(anEntry(projectId, { draft_id: 'd2' }));
    expect(await sessions.present(projectId, 'd1', T0)).to.deep.equal([alice, bob]);
    expect(await sessions.heartbeat(bob.session_id, T2)).to.equal(true);
    expect(await sessions.present(projectId, 'd1', T1)).to.deep.equal([{ ...bob, expires_at: T2 }]);
    await sessions.leave(bob.session_id);
    expect(await sessions.present(projectId, 'd1', T0)).to.deep.equal([alice]);
    expect(await sessions.heartbeat(bob.session_id, T2)).to.equal(false);
    // Restoring an entry (pruned while its stream was open) renews it, its first moment kept.
    await sessions.restore({ ...alice, since: T1, expires_at: T2 });
    expect(await sessions.present(projectId, 'd1', T1)).to.deep.equal([{ ...alice, expires_at: T2 }]);
  });

  it('marks who holds a draft on a take-over: a stream, or every stream of a person', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const [a1, a2, b] = [anEntry(projectId), anEntry(projectId), anEntry(projectId, { user_id: 'bob', editing: true })];
    for (const entry of [a1, a2, b]) await join(entry);
    await sessions.takeOver(projectId, 'd1', { userId: 'alice', sessionId: a2.session_id });
    expect((await sessions.present(projectId, 'd1', T0)).map((e) => [e.session_id, e.editing])).to.have.deep.members([
      [a1.session_id, false],
      [a2.session_id, true],
      [b.session_id, false],
    ]);
    await sessions.takeOver(projectId, 'd1', { userId: 'bob', sessionId: null });
    expect((await sessions.present(projectId, 'd1', T0)).filter((e) => e.editing).map((e) => e.session_id)).to.deep.equal([b.session_id]);
  });

  it('numbers events in order for every reader, and appends one watched only when someone is present', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const start = await sessions.last();
    const event = (draftId: string, n: number) => ({ project_id: projectId, draft_id: draftId, type: 'saved' as const, data: { revision: n }, at: T0 });
    await sessions.append(event('d1', 1));
    await sessions.append(event('lonely', 2), T0);
    await join(anEntry(projectId, { draft_id: 'watched' }));
    await sessions.append(event('watched', 3), T0);
    await sessions.append(event('watched', 4), T1);
    const after = (await sessions.after(start, 100)).filter((e) => e.project_id === projectId);
    expect(after.map((e) => [e.draft_id, e.data.revision])).to.deep.equal([
      ['d1', 1],
      ['watched', 3],
    ]);
    expect(after[1]!.seq).to.be.greaterThan(after[0]!.seq);
    expect(await sessions.last()).to.be.at.least(after[1]!.seq);
    expect(await sessions.after(after[1]!.seq, 100)).to.deep.equal([]);
    expect((await sessions.after(start, 1)).length).to.equal(1);
  });

  it('numbers events appended at once without gaps a reader could skip', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const start = await sessions.last();
    await Promise.all(Array.from({ length: 20 }, (_, n) => sessions.append({ project_id: projectId, draft_id: 'd1', type: 'saved', data: { n }, at: T0 })));
    const seqs = (await sessions.after(start, 100)).filter((e) => e.project_id === projectId).map((e) => e.seq);
    expect(seqs).to.have.length(20);
    expect(seqs).to.deep.equal([...seqs].sort((a, b) => a - b));
  });

  it('prunes old events and expired entries', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const start = await sessions.last();
    await sessions.append({ project_id: projectId, draft_id: 'd1', type: 'saved', data: {}, at: T0 });
    await sessions.append({ project_id: projectId, draft_id: 'd1', type: 'saved', data: {}, at: T2 });
    const gone = anEntry(projectId);
    const kept = anEntry(projectId, { expires_at: T2 });
    await join(gone);
    await join(kept);
    await sessions.prune(T1, T2);
    expect((await sessions.after(start, 100)).filter((e) => e.project_id === projectId).map((e) => e.at)).to.deep.equal([T2]);
    expect(await sessions.heartbeat(gone.session_id, T2)).to.equal(false);
    expect(await sessions.present(projectId, 'd1', T0)).to.deep.equal([kept]);
  });

  it('records a join only within the limits: a person’s live entries anywhere, a draft’s from everyone', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const limits = { perPerson: 2, perDraft: 3 };
    const person = uniqueId('carol');
    await join(anEntry(projectId, { user_id: person, draft_id: 'd1' }), limits);
    // An entry that expired no longer counts.
    await join(anEntry(projectId, { user_id: person, draft_id: 'd2', expires_at: T0 }), limits);
    await join(anEntry(projectId, { user_id: person, draft_id: 'd2' }), limits);
    expect(await sessions.join(anEntry(projectId, { user_id: person, draft_id: 'd3' }), limits, T0)).to.equal('person_full');
    await join(anEntry(projectId, { user_id: uniqueId('dan'), draft_id: 'd1' }), limits);
    await join(anEntry(projectId, { user_id: uniqueId('erin'), draft_id: 'd1' }), limits);
    expect(await sessions.join(anEntry(projectId, { user_id: uniqueId('finn'), draft_id: 'd1' }), limits, T0)).to.equal('draft_full');
    expect((await sessions.present(projectId, 'd1', T0)).length).to.equal(3);
    expect((await sessions.present(projectId, 'd3', T0)).length).to.equal(0);
  });

  it('records no more than the limits of many joins at once', async () => {
    const { sessions } = stores();
    const projectId = await newProject();
    const person = uniqueId('gail');
    const mine = await Promise.all(
      Array.from({ length: 30 }, (_, n) => sessions.join(anEntry(projectId, { user_id: person, draft_id: `d${n}` }), { perPerson: 5, perDraft: 50 }, T0)),
    );
    expect(mine.filter((outcome) => outcome === 'joined')).to.have.length(5);
    expect(mine.filter((outcome) => outcome === 'person_full')).to.have.length(25);
    const crowd = await Promise.all(
      Array.from({ length: 30 }, () => sessions.join(anEntry(projectId, { user_id: uniqueId('u'), draft_id: 'busy' }), { perPerson: 5, perDraft: 7 }, T0)),
    );
    expect(crowd.filter((outcome) => outcome === 'joined')).to.have.length(7);
    expect((await sessions.present(projectId, 'busy', T0)).length).to.equal(7);
  });
}
