import type { AgentStream, CallScript, PhoneCall } from '../../domain/telephony/call.js';
import type { StreamPass } from '../../domain/telephony/stream-pass.js';
import type { CallEvent, Transfer, TransferStatus } from '../../domain/telephony/transfer.js';
import type { EventsOf } from '../../domain/webhooks/events.js';

export type BeginOutcome =
  | { readonly kind: 'started'; readonly transfer: Transfer }
  /** A transfer of the same caller is under way: nothing was stored. */
  | { readonly kind: 'under_way'; readonly transfer: Transfer };

export interface TransferPage {
  /** Only transfers whose id sorts before this one (newest first). */
  readonly before?: string | undefined;
  readonly limit: number;
}

/** The end of a transfer step: what a transition writes. */
export interface TransferUpdate {
  readonly status: TransferStatus;
  readonly reason: string | null;
  readonly updated_at: string;
  readonly ended_at: string | null;
}

/** Whether `recordCall` recorded the call, or found it recorded by an earlier delivery of its webhook. */
export type CallRecording = 'recorded' | 'already_recorded';

/** Transfers and the phone calls they transfer. */
export interface TransferRepository {
  /**
   * Records a call to a project's number, once: atomically, `recorded` for the first record of
   * the call (project and call id), `already_recorded` (and nothing changed) for any other. What
   * lets only one delivery of a call's webhook spend a public session on it, on any instance.
   */
  recordCall(call: PhoneCall): Promise<CallRecording>;
  /** Forgets a call recorded for nothing (it was turned away): a later delivery of its webhook records it again. Unknown calls are ignored. */
  forgetCall(projectId: string, callId: string): Promise<void>;
  findCall(projectId: string, callId: string): Promise<PhoneCall | null>;
  /**
   * Atomically: unless a transfer of the same project and `caller_key` is under way, stores
   * `transfer` (`started`); otherwise stores nothing and answers the one under way. A transfer
   * under way but stale (`staleCutoffs(now)`: its progress reports were lost) is ended first,
   * as `failed` with reason `stale`. What keeps concurrent tool calls from dialling twice.
   */
  begin(transfer: Transfer, now: Date): Promise<BeginOutcome>;
  /** By id alone: the provider's progress reports name the transfer, not the project. */
  findById(id: string): Promise<Transfer | null>;
  /**
   * Writes `update` when the stored status is still `expected`; null when it is not (another
   * report won). `events` (given the transfer as written) are recorded only with the write.
   */
  transition(id: string, expected: TransferStatus, update: TransferUpdate, events?: EventsOf<Transfer>): Promise<Transfer | null>;
  /** Notes the manager's call id (whatever the status: a fast answer may already have moved it). */
  setManagerCall(id: string, callId: string): Promise<void>;
  /** Newest first. */
  list(projectId: string, page: TransferPage): Promise<Transfer[]>;
}
export const TransferRepository = Symbol.for('TransferRepository');

/** What the telephony provider needs to run a transfer. */
export interface TransferCall {
  readonly transfer: Transfer;
  /** The phone call being transferred; null for a web visitor. */
  readonly caller: PhoneCall | null;
  /** Where the provider reports the manager's call progress. */
  readonly statusCallbackUrl: string;
  /** What the caller hears while waiting in the room (the provider fetches it). */
  readonly holdUrl: string;
  /** Where the caller goes back to: the voice agent's stream for this call. */
  readonly stream: AgentStream | null;
  /** The project's language: what the caller is told is said in it. */
  readonly language: string;
}

export type DialOutcome =
  | { readonly kind: 'dialing'; readonly managerCallId: string | null }
  /**
   * Nothing was dialled: `geo_permission` (calls to that country are not enabled on the
   * account), `invalid_number`, or `needs_phone_call` (the provider can only bridge a caller
   * who is on a phone call).
   */
  | { readonly kind: 'refused'; readonly reason: 'geo_permission' | 'invalid_number' | 'needs_phone_call' }
  | { readonly kind: 'failed'; readonly detail: string };

/** Calls and conference rooms at the telephony provider. */
export interface Telephony {
  /**
   * Puts the caller on hold in the transfer's room, then dials the manager into it. Progress
   * arrives later, through `CallProgress`. When dialling fails the caller is back with the agent.
   */
  startTransfer(call: TransferCall): Promise<DialOutcome>;
  /** Takes the caller out of the room, back to the voice agent (the manager did not answer). */
  returnToAgent(transfer: Transfer, caller: PhoneCall | null, stream: AgentStream | null, language: string): Promise<void>;
  /** Hangs up a call (the manager's leg, when a machine answered it). */
  hangUp(callId: string): Promise<void>;
}
export const Telephony = Symbol.for('Telephony');

/** Where progress of a manager's call is reported (the provider's callbacks, or the simulation). */
export interface CallProgress {
  report(transferId: string, event: CallEvent): Promise<void>;
}
export const CallProgress = Symbol.for('CallProgress');

/** A call announced by the provider's voice webhook. */
export interface IncomingCall {
  readonly callId: string;
  readonly from: string;
  readonly to: string;
}

/**
 * The provider's side of its webhooks: request signatures, the provider's words for calls and
 * their progress, and the markup answered to it.
 */
export interface TelephonyWebhooks {
  /** Whether `signature` is the provider's signature of `url` and the form `params`. */
  verify(url: string, params: Readonly<Record<string, string>>, signature: string): boolean;
  /** The call a voice webhook announces; null when the parameters do not describe one. */
  incomingCall(params: Readonly<Record<string, string>>): IncomingCall | null;
  /** What a status callback reports; null when it is nothing a transfer acts on (queued, initiated). */
  callEvent(params: Readonly<Record<string, string>>): CallEvent | null;
  render(script: CallScript): { readonly contentType: string; readonly body: string };
  /**
   * The pass of a call's first media stream: derived from the project and the call id under the
   * provider's secret (what signs its webhooks), so that every delivery of the call's webhook, on
   * any instance, answers the same pass without the pass being stored; nobody without the secret
   * can compute it. Only for a call whose webhook's signature was checked.
   */
  firstStreamPass(projectId: string, callId: string): string;
}
export const TelephonyWebhooks = Symbol.for('TelephonyWebhooks');

/** The slice of configuration telephony needs. */
export interface TelephonySettings {
  /** The service's external address: webhook URLs are built on it, and signed for it. */
  readonly publicBaseUrl: string;
  /** ISO 3166-1 alpha-2 codes the manager's phone may be in. */
  readonly allowedCountries: readonly string[];
  /**
   * Where the provider opens a call's media stream: the service's own stream endpoint, at
   * `VOICE_STREAM_URL` when set, else under `PUBLIC_BASE_URL` (`wss:`); null when neither is
   * `wss:` (callers then hear an apology). Stream requests are signed for this address.
   */
  readonly voiceStreamUrl: string | null;
}
export const TelephonySettings = Symbol.for('TelephonySettings');

/** The passes that bind a call's media stream to the call (domain/telephony/stream-pass.ts). */
export interface StreamPassStore {
  issue(pass: StreamPass): Promise<void>;
  /**
   * Atomically: the pass with this hash when it is unused and not expired at `at`, marked used;
   * null otherwise (unknown, used, expired). Of two concurrent redemptions only one gets it.
   */
  redeem(tokenHash: string, at: Date): Promise<StreamPass | null>;
}
export const StreamPassStore = Symbol.for('StreamPassStore');
