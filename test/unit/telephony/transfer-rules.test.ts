import { expect } from 'chai';
import { afterStep, newTransfer, staleCutoffs, stepOf, type TransferStep } from '../../../domain/telephony/transfer.js';

const NOW = new Date('2026-01-01T10:00:00.000Z');
const LATER = new Date('2026-01-01T10:05:00.000Z');
const transfer = (callerCallId: string | null) =>
  newTransfer({ id: 't1', projectId: 'p1', userId: 'alice', callerCallId, managerPhone: '+14155550123', now: NOW });

describe('Transfer rules', () => {
  it('starts dialing, in a room of its own, keyed by the caller: their phone call, else the user', () => {
    expect(transfer('CA1')).to.deep.equal({
      id: 't1',
      project_id: 'p1',
      user_id: 'alice',
      caller_call_id: 'CA1',
      caller_key: 'call:CA1',
      manager_phone: '+14155550123',
      room: 'transfer-t1',
      manager_call_id: null,
      status: 'dialing',
      reason: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      ended_at: null,
    });
    expect(transfer(null).caller_key).to.equal('user:alice');
  });

  it('counts a transfer stale after two minutes dialing or four hours connected', () => {
    expect(staleCutoffs(NOW)).to.deep.equal({ dialing: '2026-01-01T09:58:00.000Z', connected: '2026-01-01T06:00:00.000Z' });
  });

  it('says what each report does to the calls', () => {
    const step = (status: TransferStep['status'], reason: string | null, returnCaller: boolean, hangUpManager: boolean) => ({
      status,
      reason,
      returnCaller,
      hangUpManager,
    });
    expect(stepOf('dialing', { kind: 'ringing' })).to.equal(null);
    expect(stepOf('dialing', { kind: 'answered' })).to.deep.equal(step('connected', null, false, false));
    expect(stepOf('connected', { kind: 'answered' })).to.equal(null);
    expect(stepOf('dialing', { kind: 'machine' })).to.deep.equal(step('no_answer', 'machine', true, true));
    expect(stepOf('connected', { kind: 'machine' })).to.deep.equal(step('no_answer', 'machine', true, true));
    expect(stepOf('completed', { kind: 'machine' })).to.equal(null);
    expect(stepOf('dialing', { kind: 'unanswered', reason: 'busy' })).to.deep.equal(step('no_answer', 'busy', true, false));
    expect(stepOf('connected', { kind: 'unanswered', reason: 'busy' })).to.equal(null);
    expect(stepOf('dialing', { kind: 'failed', reason: 'geo_permission' })).to.deep.equal(step('failed', 'geo_permission', true, false));
    expect(stepOf('connected', { kind: 'failed', reason: 'geo_permission' })).to.equal(null);
    expect(stepOf('connected', { kind: 'ended' })).to.deep.equal(step('completed', null, false, false));
    expect(stepOf('dialing', { kind: 'ended' })).to.deep.equal(step('no_answer', 'no-answer', true, false));
    expect(stepOf('no_answer', { kind: 'ended' })).to.equal(null);
  });

  it('ends a transfer on a step to any state but dialing or connected', () => {
    const after = (status: TransferStep['status']) => afterStep(transfer(null), { status, reason: 'why', returnCaller: false, hangUpManager: false }, LATER);
    expect(after('connected')).to.deep.include({ status: 'connected', reason: 'why', updated_at: LATER.toISOString(), ended_at: null });
    expect(after('dialing').ended_at).to.equal(null);
    for (const status of ['completed', 'no_answer', 'failed'] as const) {
      expect(after(status), status).to.deep.include({ status, ended_at: LATER.toISOString(), created_at: NOW.toISOString() });
    }
  });
});
