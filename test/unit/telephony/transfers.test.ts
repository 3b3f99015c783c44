import { expect } from 'chai';
import type { ToolContext } from '../../../application/live/live-tool.js';
import { ALREADY_CONNECTED, CALL_FAILED, TransferToManagerTool } from '../../../application/live/tools/transfer-to-manager.js';
import type { DialOutcome, Telephony, TelephonySettings, TransferCall } from '../../../application/telephony/ports.js';
import { AgentStreams } from '../../../application/telephony/agent-streams.js';
import { RecordTransferProgress } from '../../../application/telephony/record-transfer-progress.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import type { AgentStream, PhoneCall } from '../../../domain/telephony/call.js';
import { stepOf, TRANSFER_STATUSES, type CallEvent, type Transfer, type TransferStatus } from '../../../domain/telephony/transfer.js';
import { aProject } from '../../support/builders.js';
import { FakeClock } from '../../support/fake-clock.js';
import { memberContext } from '../../support/fakes/live.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { FakeSecretTokens } from '../../support/fakes/secret-tokens.js';
import { InMemoryStreamPassStore, InMemoryTransferRepository } from '../../support/fakes/telephony.js';

const SETTINGS: TelephonySettings = { publicBaseUrl: 'https://content.example', allowedCountries: ['DE'], voiceStreamUrl: 'wss://agent.example/s' };

/** A telephony that answers what it is told and records what it was asked. */
class ScriptedTelephony implements Telephony {
  readonly started: TransferCall[] = [];
  readonly returned: Array<{ transfer: Transfer; caller: PhoneCall | null; stream: AgentStream | null; language: string }> = [];
  readonly hungUp: string[] = [];
  constructor(public next: DialOutcome | Error = { kind: 'dialing', managerCallId: 'CAmanager' }) {}

  async startTransfer(call: TransferCall): Promise<DialOutcome> {
    this.started.push(call);
    if (this.next instanceof Error) throw this.next;
    return this.next;
  }
  async returnToAgent(transfer: Transfer, caller: PhoneCall | null, stream: AgentStream | null, language: string): Promise<void> {
    this.returned.push({ transfer, caller, stream, language });
  }
  async hangUp(callId: string): Promise<void> {
    this.hungUp.push(callId);
  }
}

function world(telephony = new ScriptedTelephony()) {
  const transfers = new InMemoryTransferRepository();
  const projects = new InMemoryProjectRepository();
  const clock = new FakeClock('2030-02-01T12:00:00Z');
  let n = 0;
  const ids = { next: () => `t${String(n++).padStart(4, '0')}` };
  const project = aProject({ default_language: 'de-AT' });
  const withPhone = { ...project, settings: { ...project.settings, live_agent: { ...project.settings.live_agent, manager_phone: '+4930123456' } } };
  void projects.create(withPhone, { project_id: project.id, user_id: 'u', role: 'admin', provisioned: true, created_at: '' });
  const context: ToolContext = memberContext(withPhone, 'u');
  const streams = new AgentStreams(SETTINGS, new InMemoryStreamPassStore(), new FakeSecretTokens(), clock);
  const tool = new TransferToManagerTool(telephony, transfers, SETTINGS, streams, clock, ids);
  const progress = new RecordTransferProgress(transfers, telephony, streams, projects, clock, new OutboxEvents(clock, ids));
  return { transfers, telephony, context, tool, progress, clock };
}

describe('transfer steps', () => {
  it('moves only forward, and ignores late or repeated reports', () => {
    const table: Array<[TransferStatus, CallEvent, TransferStatus | null]> = [
      ['dialing', { kind: 'ringing' }, null],
      ['dialing', { kind: 'answered' }, 'connected'],
      ['dialing', { kind: 'unanswered', reason: 'busy' }, 'no_answer'],
      ['dialing', { kind: 'failed', reason: 'failed' }, 'failed'],
      ['dialing', { kind: 'ended' }, 'no_answer'],
      ['connected', { kind: 'ended' }, 'completed'],
      ['connected', { kind: 'machine' }, 'no_answer'],
      ['connected', { kind: 'unanswered', reason: 'busy' }, null],
    ];
    for (const [from, event, to] of table) expect(stepOf(from, event)?.status ?? null, `${from} + ${event.kind}`).to.equal(to);
    for (const ended of ['no_answer', 'failed', 'completed'] as const) {
      for (const event of [{ kind: 'answered' }, { kind: 'ended' }, { kind: 'machine' }] as CallEvent[]) expect(stepOf(ended, event)).to.equal(null);
    }
    expect(TRANSFER_STATUSES).to.deep.equal(['dialing', 'connected', 'no_answer', 'failed', 'completed']);
  });
});

describe('TransferToManagerTool', () => {
  it('dials with the callback URLs built on PUBLIC_BASE_URL and notes the manager call', async () => {
    const { tool, context, telephony, transfers } = world();
    await tool.run(context, {});
    const [call] = telephony.started;
    expect(call).to.deep.include({
      statusCallbackUrl: `https://content.example/api/live/twilio/transfers/${call!.transfer.id}/status`,
      holdUrl: 'https://content.example/api/live/twilio/hold',
      caller: null,
      stream: null,
      language: 'de-AT',
    });
    expect((await transfers.findById(call!.transfer.id))?.manager_call_id).to.equal('CAmanager');
  });

  it('never leaves a transfer dialing when the provider throws: it ends as failed, and the error goes up', async () => {
    const { tool, context, transfers } = world(new ScriptedTelephony(new Error('socket hang up')));
    let thrown: unknown;
    await tool.run(context, {}).catch((error: unknown) => (thrown = error));
    expect((thrown as Error).message).to.equal('socket hang up');
    const [t] = await transfers.list(context.project.id, { limit: 5 });
    expect(t).to.include({ status: 'failed', reason: 'error' });
  });

  it('says so when the provider fails, and when the caller is already with the manager', async () => {
    const failing = world(new ScriptedTelephony({ kind: 'failed', detail: 'HTTP 503' }));
    expect(await failing.tool.run(failing.context, {})).to.deep.equal({ result: CALL_FAILED });
    const { tool, context, progress, transfers } = world();
    await tool.run(context, {});
    const [t] = await transfers.list(context.project.id, { limit: 1 });
    await progress.report(t!.id, { kind: 'answered' });
    expect(await tool.run(context, {})).to.deep.equal({ result: ALREADY_CONNECTED });
  });
});

describe('RecordTransferProgress', () => {
  it('returns the caller once, in the project language, whatever reports arrive after', async () => {
    const { tool, context, progress, telephony, transfers } = world();
    await tool.run(context, {});
    const [t] = await transfers.list(context.project.id, { limit: 1 });
    await Promise.all([progress.report(t!.id, { kind: 'unanswered', reason: 'no-answer' }), progress.report(t!.id, { kind: 'ended' })]);
    expect(telephony.returned).to.have.length(1);
    expect(telephony.returned[0]).to.include({ language: 'de-AT', caller: null });
    expect(await transfers.findById(t!.id)).to.include({ status: 'no_answer', reason: 'no-answer' });
  });

  it('hangs up on a machine that answered, and ignores reports about unknown transfers', async () => {
    const { tool, context, progress, telephony, transfers } = world();
    await tool.run(context, {});
    const [t] = await transfers.list(context.project.id, { limit: 1 });
    await progress.report(t!.id, { kind: 'machine' });
    expect(telephony.hungUp).to.deep.equal(['CAmanager']);
    await progress.report('missing', { kind: 'answered' });
    expect(telephony.returned).to.have.length(1);
  });
});
