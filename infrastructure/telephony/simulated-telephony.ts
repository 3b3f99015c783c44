import { randomUUID } from 'node:crypto';
import type { CallProgress, DialOutcome, Telephony, TransferCall } from '../../application/telephony/ports.js';
import type { AgentStream, PhoneCall } from '../../domain/telephony/call.js';
import type { CallEvent, Transfer } from '../../domain/telephony/transfer.js';

/** How the simulated manager's phone behaves. */
type SimulatedOutcome = 'answered' | 'busy' | 'no-answer' | 'failed' | 'machine' | 'geo-permission';

/** One step of a simulated call, as recorded. */
export interface SimulatedStep {
  readonly at: string;
  readonly transfer_id: string;
  readonly action: 'caller_on_hold' | 'manager_dialled' | 'manager_answered' | 'call_ended' | 'caller_returned' | 'hung_up' | 'refused';
  readonly detail: string;
}

export interface SimulatedTelephonyOptions {
  readonly outcome: SimulatedOutcome;
  /** How long the manager's phone rings, and how long an answered call then lasts. */
  readonly delayMs: number;
  /** Where progress is reported (resolved lazily: it depends on this telephony in turn). */
  readonly progress: () => CallProgress;
  /** Failures of a report happen after the tool answered: they can only be logged. */
  readonly onError?: (error: unknown) => void;
}

const FIRST_EVENTS: Readonly<Record<Exclude<SimulatedOutcome, 'geo-permission'>, CallEvent>> = {
  answered: { kind: 'answered' },
  busy: { kind: 'unanswered', reason: 'busy' },
  'no-answer': { kind: 'unanswered', reason: 'no-answer' },
  failed: { kind: 'failed', reason: 'failed' },
  machine: { kind: 'machine' },
};

/**
 * The embedded `Telephony`: no calls are placed. It records what a transfer would do (the
 * caller on hold in the room, the manager dialled, answered or not, the caller returned) and
 * reports the manager's call progress after `delayMs`, as the provider's callbacks would:
 * `TELEPHONY_SIMULATED_OUTCOME` says how the manager's phone behaves.
 */
export class SimulatedTelephony implements Telephony {
  readonly steps: SimulatedStep[] = [];

  constructor(private readonly options: SimulatedTelephonyOptions) {}

  async startTransfer(call: TransferCall): Promise<DialOutcome> {
    const { transfer } = call;
    const who = call.caller === null ? `web visitor ${transfer.user_id}` : `call ${call.caller.id}`;
    this.record(transfer, 'caller_on_hold', `${who} waits in ${transfer.room}`);
    if (this.options.outcome === 'geo-permission') {
      this.record(transfer, 'refused', `calls to ${transfer.manager_phone} are not enabled`);
      this.record(transfer, 'caller_returned', `${who} is back with the agent`);
      return { kind: 'refused', reason: 'geo_permission' };
    }
    const managerCallId = `SIM${randomUUID().replace(/-/g, '')}`;
    this.record(transfer, 'manager_dialled', `${managerCallId} rings ${transfer.manager_phone}`);
    const first = FIRST_EVENTS[this.options.outcome];
    this.later(transfer, first, first.kind === 'answered' ? () => this.later(transfer, { kind: 'ended' }) : undefined);
    return { kind: 'dialing', managerCallId };
  }

  async returnToAgent(transfer: Transfer, caller: PhoneCall | null, _stream: AgentStream | null, _language: string): Promise<void> {
    this.record(transfer, 'caller_returned', `${caller === null ? `web visitor ${transfer.user_id}` : `call ${caller.id}`} is back with the agent`);
  }

  async hangUp(callId: string): Promise<void> {
    this.steps.push({ at: new Date().toISOString(), transfer_id: '', action: 'hung_up', detail: callId });
  }

  private later(transfer: Transfer, event: CallEvent, then?: () => void): void {
    const timer = setTimeout(() => {
      if (event.kind === 'answered') this.record(transfer, 'manager_answered', transfer.room);
      if (event.kind === 'ended') this.record(transfer, 'call_ended', transfer.room);
      this.options
        .progress()
        .report(transfer.id, event)
        .then(then, (error: unknown) => this.options.onError?.(error));
    }, this.options.delayMs);
    // A simulated call never keeps the process alive.
    timer.unref();
  }

  private record(transfer: Transfer, action: SimulatedStep['action'], detail: string): void {
    this.steps.push({ at: new Date().toISOString(), transfer_id: transfer.id, action, detail });
  }
}
