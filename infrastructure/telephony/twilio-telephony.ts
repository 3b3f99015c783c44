import twilio from 'twilio';
import type { DialOutcome, Telephony, TransferCall } from '../../application/telephony/ports.js';
import type { AgentStream, PhoneCall } from '../../domain/telephony/call.js';
import type { Transfer } from '../../domain/telephony/transfer.js';
import { backToAgentTwiml, conferenceTwiml } from './twiml.js';
import { RebasedRequestClient } from './twilio-http-client.js';

export interface TwilioTelephonyOptions {
  readonly accountSid: string;
  readonly authToken: string;
  /** Another API origin than `https://api.twilio.com` (tests: a loopback stand-in). */
  readonly apiBaseUrl?: string | null;
  readonly timeoutMs?: number;
}

/** Twilio's "the account may not call there" errors: geographic permissions not enabled. */
const GEO_PERMISSION = new Set([21215, 21216]);
/** Twilio's "that is not a number it can dial" errors. */
const INVALID_NUMBER = new Set([21211, 21214, 21217, 13223, 13224]);
/** How long the manager's phone rings before it counts as not answered. */
const RING_SECONDS = 25;

const codeOf = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
};

/**
 * The real `Telephony`: Twilio through its official SDK. A transfer updates the caller's call
 * with `<Dial><Conference>` TwiML (on hold on the wait URL until the conference starts), then
 * adds the manager to the same conference through the participants API, with status callbacks
 * and answering-machine detection; the manager's leg starts the conference when answered.
 */
export class TwilioTelephony implements Telephony {
  private readonly client: twilio.Twilio;

  constructor(options: TwilioTelephonyOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    this.client = twilio(options.accountSid, options.authToken, {
      timeout,
      autoRetry: false,
      ...(options.apiBaseUrl ? { httpClient: new RebasedRequestClient(options.apiBaseUrl, { timeout }) } : {}),
    });
  }

  async startTransfer(call: TransferCall): Promise<DialOutcome> {
    const { transfer, caller } = call;
    // Only a caller on a phone call can be moved into a conference room.
    if (caller === null) return { kind: 'refused', reason: 'needs_phone_call' };
    try {
      await this.client.calls(caller.id).update({ twiml: conferenceTwiml(transfer.room, call.holdUrl, call.stream, call.language) });
    } catch (error) {
      return { kind: 'failed', detail: `could not move the caller into the room (${codeOf(error) ?? 'network'})` };
    }
    try {
      const participant = await this.client.conferences(transfer.room).participants.create({
        from: caller.to,
        to: transfer.manager_phone,
        label: 'manager',
        timeout: RING_SECONDS,
        statusCallback: call.statusCallbackUrl,
        statusCallbackMethod: 'POST',
        statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        machineDetection: 'Enable',
        startConferenceOnEnter: true,
        endConferenceOnExit: true,
        beep: 'false',
      });
      return { kind: 'dialing', managerCallId: participant.callSid ?? null };
    } catch (error) {
      // Nothing will answer in the room: the caller must not be left on hold.
      await this.returnToAgent(transfer, caller, call.stream, call.language).catch(() => undefined);
      const code = codeOf(error);
      if (code !== undefined && GEO_PERMISSION.has(code)) return { kind: 'refused', reason: 'geo_permission' };
      if (code !== undefined && INVALID_NUMBER.has(code)) return { kind: 'refused', reason: 'invalid_number' };
      return { kind: 'failed', detail: `could not dial the manager (${code ?? 'network'})` };
    }
  }

  async returnToAgent(_transfer: Transfer, caller: PhoneCall | null, stream: AgentStream | null, language: string): Promise<void> {
    if (caller === null) return;
    await this.client.calls(caller.id).update({ twiml: backToAgentTwiml(stream, language) });
  }

  async hangUp(callId: string): Promise<void> {
    await this.client.calls(callId).update({ status: 'completed' });
  }
}
