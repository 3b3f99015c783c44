import { expect } from 'chai';
import type { TransferRepository } from '../../../application/telephony/ports.js';
import { newTransfer, type Transfer } from '../../../domain/telephony/transfer.js';
import { uniqueId } from '../../support/builders.js';

export interface TransferFixture {
  readonly transfers: TransferRepository;
  addProject(id: string): Promise<void>;
  deleteProject(id: string): Promise<void>;
}

const T0 = new Date('2030-01-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The TransferRepository contract, run against every adapter. */
export function transferRepositoryContract(make: () => Promise<TransferFixture>): void {
  let fixture: TransferFixture;
  let project: string;
  beforeEach(async () => {
    fixture = await make();
    project = uniqueId('proj');
    await fixture.addProject(project);
  });
  const transfer = (options: { userId?: string; callId?: string | null; now?: Date; projectId?: string } = {}): Transfer =>
    newTransfer({
      id: uniqueId('t'),
      projectId: options.projectId ?? project,
      userId: options.userId ?? 'alice',
      callerCallId: options.callId ?? null,
      managerPhone: '+4989123456',
      now: options.now ?? T0,
    });

  it('starts a transfer, and answers the one under way for the same caller instead of a second', async () => {
    const first = transfer();
    expect(await fixture.transfers.begin(first, T0)).to.deep.equal({ kind: 'started', transfer: first });
    expect(await fixture.transfers.findById(first.id)).to.deep.equal(first);
    const again = await fixture.transfers.begin(transfer(), at(1000));
    expect(again).to.deep.equal({ kind: 'under_way', transfer: first });
    expect(await fixture.transfers.list(project, { limit: 10 })).to.have.length(1);
    // Another caller (another user, or another phone call) has its own transfer.
    expect((await fixture.transfers.begin(transfer({ userId: 'bob' }), T0)).kind).to.equal('started');
    expect((await fixture.transfers.begin(transfer({ callId: 'CA1' }), T0)).kind).to.equal('started');
  });

  it('starts exactly one of many concurrent transfers for one caller', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => fixture.transfers.begin(transfer({ callId: 'CA-busy' }), T0)));
    const started = outcomes.filter((o) => o.kind === 'started');
    expect(started).to.have.length(1);
    expect(outcomes.every((o) => o.transfer.id === started[0]!.transfer.id)).to.equal(true);
  });

  it('starts a new transfer once the previous one ended', async () => {
    const first = transfer();
    await fixture.transfers.begin(first, T0);
    await fixture.transfers.transition(first.id, 'dialing', {
      status: 'no_answer',
      reason: 'busy',
      updated_at: at(5000).toISOString(),
      ended_at: at(5000).toISOString(),
    });
    expect((await fixture.transfers.begin(transfer({ now: at(6000) }), at(6000))).kind).to.equal('started');
  });

  it('ends a stale transfer (its reports were lost) instead of blocking the caller', async () => {
    const lost = transfer();
    await fixture.transfers.begin(lost, T0);
    expect((await fixture.transfers.begin(transfer({ now: at(60_000) }), at(60_000))).kind, 'one minute: still ringing').to.equal('under_way');
    expect((await fixture.transfers.begin(transfer({ now: at(3 * 60_000) }), at(3 * 60_000))).kind).to.equal('started');
    expect(await fixture.transfers.findById(lost.id)).to.include({ status: 'failed', reason: 'stale', ended_at: at(3 * 60_000).toISOString() });
  });

  it('moves a transfer only from the status it is expected to be in (compare and set)', async () => {
    const t = transfer();
    await fixture.transfers.begin(t, T0);
    await fixture.transfers.setManagerCall(t.id, 'CA-manager');
    const connected = await fixture.transfers.transition(t.id, 'dialing', {
      status: 'connected',
      reason: null,
      updated_at: at(1).toISOString(),
      ended_at: null,
    });
    expect(connected).to.deep.equal({ ...t, status: 'connected', manager_call_id: 'CA-manager', updated_at: at(1).toISOString() });
    expect(
      await fixture.transfers.transition(t.id, 'dialing', {
        status: 'no_answer',
        reason: 'busy',
        updated_at: at(2).toISOString(),
        ended_at: at(2).toISOString(),
      }),
    ).to.equal(null);
    const done = await fixture.transfers.transition(t.id, 'connected', {
      status: 'completed',
      reason: null,
      updated_at: at(3).toISOString(),
      ended_at: at(3).toISOString(),
    });
    expect(done).to.include({ status: 'completed', ended_at: at(3).toISOString() });
    expect(
      await fixture.transfers.transition('missing', 'dialing', { status: 'failed', reason: null, updated_at: at(4).toISOString(), ended_at: null }),
    ).to.equal(null);
    // Connected is still under way; completed is not.
    expect((await fixture.transfers.begin(transfer({ now: at(5) }), at(5))).kind).to.equal('started');
  });

  it('lets one of two racing reports win', async () => {
    const t = transfer();
    await fixture.transfers.begin(t, T0);
    const update = (status: 'connected' | 'no_answer') => ({ status, reason: null, updated_at: at(1).toISOString(), ended_at: null });
    const results = await Promise.all([
      fixture.transfers.transition(t.id, 'dialing', update('connected')),
      fixture.transfers.transition(t.id, 'dialing', update('no_answer')),
    ]);
    expect(results.filter((r) => r !== null)).to.have.length(1);
  });

  it("lists newest first, a page at a time, only the project's own", async () => {
    const other = `${project}-other`;
    await fixture.addProject(other);
    const made: string[] = [];
    for (const user of ['a', 'b', 'c']) {
      const t = transfer({ userId: user });
      made.push(t.id);
      await fixture.transfers.begin(t, T0);
    }
    await fixture.transfers.begin(transfer({ projectId: other }), T0);
    expect((await fixture.transfers.list(project, { limit: 2 })).map((t) => t.id)).to.deep.equal([made[2], made[1]]);
    expect((await fixture.transfers.list(project, { before: made[1], limit: 2 })).map((t) => t.id)).to.deep.equal([made[0]]);
  });

  it('records a call once, and finds it only within its project', async () => {
    const call = { id: 'CA0001', project_id: project, from: '+4915112345678', to: '+4989000000', created_at: T0.toISOString() };
    expect(await fixture.transfers.recordCall(call)).to.equal('recorded');
    expect(await fixture.transfers.recordCall({ ...call, from: '+10000000000', created_at: at(1).toISOString() })).to.equal('already_recorded');
    expect(await fixture.transfers.findCall(project, 'CA0001')).to.deep.equal(call);
    expect(await fixture.transfers.findCall(`${project}-x`, 'CA0001')).to.equal(null);
  });

  it('records a call for exactly one of concurrent deliveries, and again once it was forgotten', async () => {
    const call = { id: 'CA0003', project_id: project, from: '+4915112345678', to: '+4989000000', created_at: T0.toISOString() };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => fixture.transfers.recordCall(call)));
    expect(outcomes.filter((o) => o === 'recorded')).to.have.length(1);
    expect(outcomes.filter((o) => o === 'already_recorded')).to.have.length(4);
    await fixture.transfers.forgetCall(project, 'CA0003');
    await fixture.transfers.forgetCall(project, 'CA-unknown');
    expect(await fixture.transfers.findCall(project, 'CA0003')).to.equal(null);
    expect(await fixture.transfers.recordCall(call)).to.equal('recorded');
  });

  it('goes away with its project', async () => {
    const t = transfer();
    await fixture.transfers.begin(t, T0);
    await fixture.transfers.recordCall({ id: 'CA0002', project_id: project, from: 'anonymous', to: '+4989000000', created_at: T0.toISOString() });
    await fixture.deleteProject(project);
    expect(await fixture.transfers.findById(t.id)).to.equal(null);
    expect(await fixture.transfers.findCall(project, 'CA0002')).to.equal(null);
  });
}
