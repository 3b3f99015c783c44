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
  const session = (options: { user?: string; project?: string; at?: Date; kind?: LiveSessionKind; address?: string } = {}) =>
    newLiveSession({
      id: uniqueId('s'),
      projectId: options.project ?? project,
      userId: options.user ?? 'alice',
      kind: options.kind ?? 'start',
      at: options.at ?? at,
      address: options.address ?? null,
    });
  /** A public visitor's session (their own key) from an address. */
  const visitorSession = (address: string, options: { project?: string; at?: Date } = {}) => session({ user: `visitor:${uniqueId('v')}`, address, ...options });
  const budget = (perProject: number, perAddress: number) => ({ perProject, perAddress });

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

  describe('public sessions', () => {
    it("reserves within the project's budget and each address's limit, then names which is full", async () => {
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(3, 2))).to.equal('reserved');
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(3, 2))).to.equal('reserved');
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(3, 2))).to.equal('address_limit_reached');
      expect(await ledger.reservePublic(visitorSession('addr-b'), budget(3, 2))).to.equal('reserved');
      // The project's budget is full: it is named first, whatever the address.
      expect(await ledger.reservePublic(visitorSession('addr-c'), budget(3, 2))).to.equal('project_budget_spent');
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(3, 2))).to.equal('project_budget_spent');
    });

    it('refused reservations record nothing and take nothing from the other count', async () => {
      const first = visitorSession('addr-a');
      expect(await ledger.reservePublic(first, budget(2, 1))).to.equal('reserved');
      const refused = visitorSession('addr-a');
      expect(await ledger.reservePublic(refused, budget(2, 1))).to.equal('address_limit_reached');
      expect(await ledger.listForDay(project, refused.user_id, '2030-03-04')).to.deep.equal([]);
      // The address's refusal did not use the project's second slot.
      expect(await ledger.reservePublic(visitorSession('addr-b'), budget(2, 1))).to.equal('reserved');
      expect(await ledger.listForDay(project, first.user_id, '2030-03-04')).to.deep.equal([first]);
    });

    it('counts per project and per UTC day, apart from the members’ quota', async () => {
      const other = uniqueId('p');
      await fixture.addProject(other);
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(1, 1))).to.equal('reserved');
      expect(await ledger.reservePublic(visitorSession('addr-a', { project: other }), budget(1, 1))).to.equal('reserved');
      expect(await ledger.reservePublic(visitorSession('addr-a', { at: new Date('2030-03-05T00:00:00.000Z') }), budget(1, 1))).to.equal('reserved');
      expect(await ledger.reservePublic(visitorSession('addr-b'), budget(1, 1))).to.equal('project_budget_spent');
      // A member's quota is their own.
      expect(await ledger.reserve(session(), 1)).to.equal('reserved');
    });

    it('refuses everything with a budget or a limit of 0', async () => {
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(0, 5))).to.equal('project_budget_spent');
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(5, 0))).to.equal('address_limit_reached');
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(1, 1))).to.equal('reserved');
    });

    it('gives a released public slot back to both counts, once, and redeems public sessions like any', async () => {
      const first = visitorSession('addr-a');
      expect(await ledger.reservePublic(first, budget(1, 1))).to.equal('reserved');
      expect(await ledger.redeem(first, at)).to.equal(true);
      await ledger.release(first);
      await ledger.release(first);
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(1, 1))).to.equal('reserved');
      expect(await ledger.reservePublic(visitorSession('addr-a'), budget(1, 1))).to.equal('project_budget_spent');
    });

    it('never over-issues under 60 concurrent reservations from three addresses', async () => {
      const addresses = ['addr-a', 'addr-b', 'addr-c'];
      const sessions = Array.from({ length: 60 }, (_, i) => visitorSession(addresses[i % 3]!));
      const outcomes = await Promise.all(sessions.map((s) => ledger.reservePublic(s, budget(5, 2))));
      expect(outcomes.filter((o) => o === 'reserved')).to.have.length(5);
      const reserved = sessions.filter((_, i) => outcomes[i] === 'reserved');
      for (const address of addresses) expect(reserved.filter((s) => s.address === address).length).to.be.at.most(2);
      for (const s of reserved) expect(await ledger.listForDay(project, s.user_id, '2030-03-04')).to.deep.equal([s]);
    });
  });

  describe('tool calls of a session', () => {
    const allowance = (perSession: number, writesPerSession = perSession, perMinute = 1000) => ({ perSession, writesPerSession, perMinute });
    const later = (ms: number) => new Date(at.getTime() + ms);
    /** A visitor's session (start or resume) recorded at `when`. */
    const recorded = async (user: string, when = at) => {
      const s = session({ user, at: when, address: 'addr-a' });
      expect(await ledger.reservePublic(s, budget(1000, 1000))).to.equal('reserved');
      return s;
    };
    const spend = (user: string, when = at, writes = false, limits = allowance(3)) => ledger.spendToolCall(project, user, writes, limits, when);

    it('counts on the speaker’s latest session, up to its allowance; a new session has its own', async () => {
      const user = `visitor:${uniqueId('v')}`;
      expect(await spend(user)).to.deep.equal({ kind: 'no_session' });
      const first = await recorded(user);
      const resumed = await recorded(user, later(60_000));
      for (let i = 0; i < 3; i++) expect(await spend(user, later(61_000))).to.deep.equal({ kind: 'counted' });
      expect(await spend(user, later(62_000))).to.deep.equal({ kind: 'calls_spent' });
      // The counts are the session's own: its record is read back as it was.
      expect(await ledger.listForDay(project, user, '2030-03-04')).to.deep.equal([first, resumed]);
      await recorded(user, later(120_000));
      expect(await spend(user, later(121_000))).to.deep.equal({ kind: 'counted' });
    });

    it('counts per speaker and per project', async () => {
      const other = uniqueId('p');
      await fixture.addProject(other);
      const [ada, bob] = [`visitor:${uniqueId('v')}`, `visitor:${uniqueId('v')}`];
      await recorded(ada);
      await recorded(bob);
      expect(await spend(ada, at, false, allowance(1))).to.deep.equal({ kind: 'counted' });
      expect(await spend(bob, at, false, allowance(1))).to.deep.equal({ kind: 'counted' });
      expect(await ledger.spendToolCall(other, ada, false, allowance(1), at)).to.deep.equal({ kind: 'no_session' });
      expect(await spend(ada, at, false, allowance(1))).to.deep.equal({ kind: 'calls_spent' });
    });

    it('finds a session recorded the day before, not earlier', async () => {
      const user = `visitor:${uniqueId('v')}`;
      await recorded(user, new Date('2030-03-03T23:59:00.000Z'));
      expect(await spend(user, new Date('2030-03-04T00:10:00.000Z'))).to.deep.equal({ kind: 'counted' });
      expect(await spend(user, new Date('2030-03-05T00:10:00.000Z'))).to.deep.equal({ kind: 'no_session' });
    });

    it('keeps writes, the minute’s rate and the total apart, and a refused call counts nothing', async () => {
      const user = `visitor:${uniqueId('v')}`;
      await recorded(user);
      const limits = allowance(4, 1, 2);
      expect(await spend(user, at, true, limits)).to.deep.equal({ kind: 'counted' });
      expect(await spend(user, at, true, limits)).to.deep.equal({ kind: 'writes_spent' });
      expect(await spend(user, later(30_000), false, limits)).to.deep.equal({ kind: 'counted' });
      expect(await spend(user, later(45_000), false, limits)).to.deep.equal({ kind: 'too_fast', retryAfterSeconds: 15 });
      expect(await spend(user, later(60_000), false, limits)).to.deep.equal({ kind: 'counted' });
      expect(await spend(user, later(61_000), false, limits)).to.deep.equal({ kind: 'counted' });
      expect(await spend(user, later(200_000), false, limits)).to.deep.equal({ kind: 'calls_spent' });
    });

    it('never counts more than the allowance under 50 concurrent calls', async () => {
      const user = `visitor:${uniqueId('v')}`;
      await recorded(user);
      const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => spend(user, at, i % 2 === 0, allowance(20, 6))));
      const counted = outcomes.map((o, i) => ({ kind: o.kind, writes: i % 2 === 0 })).filter((o) => o.kind === 'counted');
      expect(counted).to.have.length(20);
      expect(counted.filter((o) => o.writes).length).to.be.at.most(6);
      expect(await spend(user, at, false, allowance(20, 6))).to.deep.equal({ kind: 'calls_spent' });
    });
  });
}
