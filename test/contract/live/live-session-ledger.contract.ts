import { expect } from 'chai';
import type { LiveSessionLedger } from '../../../application/live/ports.js';
import { newLiveSession, type LiveSessionKind } from '../../../domain/live/live-session.js';
import { uniqueId } from '../../support/builders.js';

/** What each adapter's runner provides: a fresh, empty ledger and the projects it may record for. */
export interface LedgerFixture {
  readonly ledger: LiveSessionLedger;
  /** Stores a project (the record references it). */
  addProject(id: string): Promise<void>;
  /** Deletes a project the way the service does; its sessions must go with it. */
  deleteProject(id: string): Promise<void>;
}

/** The LiveSessionLedger contract: every adapter must pass it unchanged. */
export function ledgerContract(open: () => Promise<LedgerFixture>): void {
  let fixture: LedgerFixture;
  let ledger: LiveSessionLedger;
  let project: string;
  const at = new Date('2030-03-04T10:00:00.000Z');
  const session = (options: { user?: string; project?: string; at?: Date; kind?: LiveSessionKind } = {}) =>
    newLiveSession({
      id: uniqueId('s'),
      projectId: options.project ?? project,
      userId: options.user ?? 'alice',
      kind: options.kind ?? 'start',
      at: options.at ?? at,
    });

  beforeEach(async () => {
    fixture = await open();
    ledger = fixture.ledger;
    project = uniqueId('p');
    await fixture.addProject(project);
  });

  it('reserves up to the limit, then answers exhausted and records nothing more', async () => {
    for (let i = 0; i < 3; i++) expect(await ledger.reserve(session(), 3)).to.equal('reserved');
    expect(await ledger.reserve(session(), 3)).to.equal('exhausted');
    expect(await ledger.listForDay(project, 'alice', '2030-03-04')).to.have.length(3);
  });

  it('counts per project, per user and per UTC day', async () => {
    const other = uniqueId('p');
    await fixture.addProject(other);
    expect(await ledger.reserve(session(), 1)).to.equal('reserved');
    expect(await ledger.reserve(session({ user: 'bob' }), 1)).to.equal('reserved');
    expect(await ledger.reserve(session({ project: other }), 1)).to.equal('reserved');
    // 23:59:59.999 is still the same day; midnight UTC starts the next one.
    expect(await ledger.reserve(session({ at: new Date('2030-03-04T23:59:59.999Z') }), 1)).to.equal('exhausted');
    expect(await ledger.reserve(session({ at: new Date('2030-03-05T00:00:00.000Z') }), 1)).to.equal('reserved');
  });

  it('refuses everything with a limit of 0', async () => {
    expect(await ledger.reserve(session(), 0)).to.equal('exhausted');
    expect(await ledger.listForDay(project, 'alice', '2030-03-04')).to.deep.equal([]);
  });

  it('records who, when, the kind and the expiry, readable oldest first', async () => {
    const first = session({ kind: 'start' });
    const second = session({ kind: 'resume', at: new Date(at.getTime() + 60_000) });
    await ledger.reserve(second, 5);
    await ledger.reserve(first, 5);
    const listed = await ledger.listForDay(project, 'alice', '2030-03-04');
    expect(listed).to.deep.equal([first, second]);
    expect(listed[0]).to.include({ user_id: 'alice', project_id: project, kind: 'start', day: '2030-03-04', redeemed_at: null });
    expect(listed[0]!.expires_at).to.equal('2030-03-04T10:30:00.000Z');
    expect(await ledger.listForDay(project, 'bob', '2030-03-04')).to.deep.equal([]);
  });

  it('gives a released slot back, once', async () => {
    const first = session();
    const second = session();
    await ledger.reserve(first, 2);
    await ledger.reserve(second, 2);
    await ledger.release(first);
    await ledger.release(first);
    await ledger.release({ ...first, id: 'no-such-session' });
    // A key is the whole key: the right id in another bucket is not the session.
    await ledger.release({ ...second, user_id: 'bob' });
    await ledger.release({ ...second, day: '2030-03-05' });
    expect(await ledger.reserve(session(), 2)).to.equal('reserved');
    expect(await ledger.reserve(session(), 2)).to.equal('exhausted');
    const ids = (await ledger.listForDay(project, 'alice', '2030-03-04')).map((s) => s.id);
    expect(ids).to.include(second.id).and.not.include(first.id);
  });

  it('redeems a session once; unknown and released sessions not at all', async () => {
    const kept = session();
    const released = session();
    await ledger.reserve(kept, 5);
    await ledger.reserve(released, 5);
    await ledger.release(released);
    const when = new Date(at.getTime() + 5_000);
    const attempts = await Promise.all([ledger.redeem(kept, when), ledger.redeem(kept, when), ledger.redeem(kept, when)]);
    expect(attempts.filter(Boolean)).to.have.length(1);
    expect(await ledger.redeem(released, when)).to.equal(false);
    expect(await ledger.redeem({ ...kept, id: 'no-such-session' }, when)).to.equal(false);
    expect(await ledger.redeem({ ...kept, day: '2030-03-05' }, when)).to.equal(false);
    const [listed] = await ledger.listForDay(project, 'alice', '2030-03-04');
    expect(listed!.redeemed_at).to.equal(when.toISOString());
  });

  it('never over-issues under 50 concurrent reservations', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => ledger.reserve(session(), 5)));
    expect(outcomes.filter((o) => o === 'reserved')).to.have.length(5);
    expect(await ledger.listForDay(project, 'alice', '2030-03-04')).to.have.length(5);
  });

  it('interleaved reservations and releases keep the count exact', async () => {
    const held = Array.from({ length: 4 }, () => session());
    for (const s of held) await ledger.reserve(s, 4);
    const outcomes = await Promise.all([
      ...held.slice(0, 2).map((s) => ledger.release(s).then(() => 'released' as const)),
      ...Array.from({ length: 10 }, () => ledger.reserve(session(), 4)),
    ]);
    expect(outcomes.filter((o) => o === 'reserved').length).to.be.at.most(2);
    expect((await ledger.listForDay(project, 'alice', '2030-03-04')).length).to.be.at.most(4);
    // Whatever the interleaving, the day ends full: exactly the limit, never more.
    while ((await ledger.reserve(session(), 4)) === 'reserved');
    expect(await ledger.listForDay(project, 'alice', '2030-03-04')).to.have.length(4);
  });

  it("deletes a project's sessions with the project", async () => {
    await ledger.reserve(session(), 5);
    await fixture.deleteProject(project);
    expect(await ledger.listForDay(project, 'alice', '2030-03-04')).to.deep.equal([]);
  });
}
