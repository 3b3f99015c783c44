/**
 * A transfer of a live-agent caller to the project's manager by phone: the caller waits in a
 * private conference room while the manager's phone is dialled into it.
 */
export const TRANSFER_STATUSES = ['dialing', 'connected', 'no_answer', 'failed', 'completed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A transfer in one of these is under way: the tool does not dial again for the same caller. */
export const ACTIVE_STATUSES: readonly TransferStatus[] = ['dialing', 'connected'];

export interface Transfer {
  readonly id: string;
  readonly project_id: string;
  /** Who asked the agent for the transfer (the live-voice user). */
  readonly user_id: string;
  /** The phone call being transferred (a call to the project's number); null for a web visitor. */
  readonly caller_call_id: string | null;
  /** What identifies "the same caller" while a transfer is under way: the phone call, else the user. */
  readonly caller_key: string;
  /** E.164. */
  readonly manager_phone: string;
  /** The conference room both legs join. */
  readonly room: string;
  readonly manager_call_id: string | null;
  readonly status: TransferStatus;
  /** Why it ended without a conversation (`busy`, `no-answer`, `machine`, `geo_permission`, ...). */
  readonly reason: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly ended_at: string | null;
}

const callerKey = (userId: string, callId: string | null): string => (callId === null ? `user:${userId}` : `call:${callId}`);

export function newTransfer(input: { id: string; projectId: string; userId: string; callerCallId: string | null; managerPhone: string; now: Date }): Transfer {
  const at = input.now.toISOString();
  return {
    id: input.id,
    project_id: input.projectId,
    user_id: input.userId,
    caller_call_id: input.callerCallId,
    caller_key: callerKey(input.userId, input.callerCallId),
    manager_phone: input.managerPhone,
    room: `transfer-${input.id}`,
    manager_call_id: null,
    status: 'dialing',
    reason: null,
    created_at: at,
    updated_at: at,
    ended_at: null,
  };
}

/**
 * Transfers whose progress reports were lost must not block the caller forever: a transfer
 * still dialing after two minutes (phones stop ringing well before) or connected for four
 * hours is no longer under way.
 */
const STALE_DIALING_MS = 2 * 60_000;
const STALE_CONNECTED_MS = 4 * 3_600_000;

export const staleCutoffs = (now: Date) => ({
  dialing: new Date(now.getTime() - STALE_DIALING_MS).toISOString(),
  connected: new Date(now.getTime() - STALE_CONNECTED_MS).toISOString(),
});

/** What the telephony provider reported about the manager's call. */
export type CallEvent =
  | { readonly kind: 'ringing' }
  /** A person answered. */
  | { readonly kind: 'answered' }
  /** Voicemail or a fax machine answered. */
  | { readonly kind: 'machine' }
  | { readonly kind: 'unanswered'; readonly reason: 'busy' | 'no-answer' | 'canceled' }
  | { readonly kind: 'failed'; readonly reason: string }
  /** The manager's call is over. */
  | { readonly kind: 'ended' };

/** A transfer's next state, and what must happen to the calls for it. */
export interface TransferStep {
  readonly status: TransferStatus;
  readonly reason: string | null;
  /** The manager did not take the call: the caller goes back to the voice agent. */
  readonly returnCaller: boolean;
  /** The manager's leg is still up (a machine answered) and must be hung up. */
  readonly hangUpManager: boolean;
}

/** The step `event` causes from `status`, or null when it changes nothing (late or repeated reports). */
export function stepOf(status: TransferStatus, event: CallEvent): TransferStep | null {
  const unanswered = (reason: string, hangUpManager = false): TransferStep => ({ status: 'no_answer', reason, returnCaller: true, hangUpManager });
  switch (event.kind) {
    case 'ringing':
      return null;
    case 'answered':
      return status === 'dialing' ? { status: 'connected', reason: null, returnCaller: false, hangUpManager: false } : null;
    case 'machine':
      return status === 'dialing' || status === 'connected' ? unanswered('machine', true) : null;
    case 'unanswered':
      return status === 'dialing' ? unanswered(event.reason) : null;
    case 'failed':
      return status === 'dialing' ? { status: 'failed', reason: event.reason, returnCaller: true, hangUpManager: false } : null;
    case 'ended':
      if (status === 'connected') return { status: 'completed', reason: null, returnCaller: false, hangUpManager: false };
      return status === 'dialing' ? unanswered('no-answer') : null;
  }
}

/** `transfer` after `step`. */
export function afterStep(transfer: Transfer, step: TransferStep, now: Date): Transfer {
  const at = now.toISOString();
  const ended = step.status !== 'dialing' && step.status !== 'connected';
  return { ...transfer, status: step.status, reason: step.reason, updated_at: at, ended_at: ended ? at : null };
}
