import { inject, injectable } from 'inversify';
import { countryName } from '../../../domain/shared/country.js';
import { countryOfPhone } from '../../../domain/shared/phone.js';
import type { PhoneCall } from '../../../domain/telephony/call.js';
import { newTransfer, type Transfer } from '../../../domain/telephony/transfer.js';
import { Clock, IdGenerator } from '../../shared/ports.js';
import { AgentStreams } from '../../telephony/agent-streams.js';
import { Telephony, TelephonySettings, TransferRepository, type DialOutcome } from '../../telephony/ports.js';
import { HOLD_WEBHOOK_PATH, transferStatusPath } from '../../telephony/webhook-paths.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

const NO_MANAGER_PHONE =
  'No manager phone number is configured for this project, so the call cannot be transferred. Offer to take a message for the team instead.';
const DIALING = 'The manager is being called now. The caller hears hold music until the manager answers; if nobody answers, the caller comes back to you.';
const ALREADY_DIALING = 'The manager is already being called for this caller: do not call again. Ask the caller to stay on the line.';
export const ALREADY_CONNECTED = 'The caller is already connected with the manager.';

const REFUSED: Readonly<Record<Extract<DialOutcome, { kind: 'refused' }>['reason'], string>> = {
  geo_permission: "The manager's phone cannot be called: calls to that country are not enabled for this phone line. Offer to take a message instead.",
  invalid_number: "The manager's phone number cannot be dialled. Offer to take a message and tell the caller a manager will get back to them.",
  needs_phone_call:
    'A transfer to the manager needs the caller to be on a phone call to the project. Offer to take a message, or give them the number to call.',
};
export const CALL_FAILED = 'The manager could not be called right now. Offer to take a message instead.';
const CALL_NOT_FOUND = "Nothing was dialled: call_sid is not a call to this project's phone number.";
const PUBLIC_NAMES_NO_CALL = 'Nothing was dialled: a public visitor cannot name a phone call (call_sid).';

/**
 * `transfer_to_manager` (no arguments; `call_sid` names the phone call when the agent serves
 * one): the caller waits in a private conference room while the project's manager phone is
 * dialled into it. Answers at once; progress is recorded on the transfer. A missing phone or
 * a country outside `TELEPHONY_ALLOWED_COUNTRIES` is a spoken result, and a transfer already
 * under way for the same caller is never dialled twice (the store's `begin` is atomic).
 */
@injectable()
export class TransferToManagerTool implements LiveTool {
  readonly name = 'transfer_to_manager';
  /** Each call records a transfer, and may ring the manager's phone. */
  readonly writes = true;

  constructor(
    @inject(Telephony) private readonly telephony: Telephony,
    @inject(TransferRepository) private readonly transfers: TransferRepository,
    @inject(TelephonySettings) private readonly settings: TelephonySettings,
    @inject(AgentStreams) private readonly streams: AgentStreams,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const phone = context.project.settings.live_agent.manager_phone;
    if (phone === null) return { result: NO_MANAGER_PHONE };
    const country = countryOfPhone(phone);
    if (country === undefined || !this.settings.allowedCountries.includes(country)) {
      const where = country === undefined ? 'its country' : (countryName(country) ?? country);
      return {
        result: `The manager's phone is in ${where}, where this service may not place calls, so the call cannot be transferred. Offer to take a message instead.`,
      };
    }
    const caller = await this.callerOf(context, args.call_sid);
    if (typeof caller === 'string') return { result: caller };

    const now = this.clock.now();
    const transfer = newTransfer({ id: this.ids.next(), ...callerOf(context), callerCallId: caller?.id ?? null, managerPhone: phone, now });
    const begun = await this.transfers.begin(transfer, now);
    if (begun.kind === 'under_way') return { result: begun.transfer.status === 'connected' ? ALREADY_CONNECTED : ALREADY_DIALING };

    let outcome: DialOutcome;
    try {
      outcome = await this.telephony.startTransfer({
        transfer,
        caller,
        statusCallbackUrl: `${this.settings.publicBaseUrl}${transferStatusPath(transfer.id)}`,
        holdUrl: `${this.settings.publicBaseUrl}${HOLD_WEBHOOK_PATH}`,
        // Where the caller goes back to when the conference ends: the agent, by a pass of its own.
        stream: caller === null ? null : await this.streams.open(context.project.id, caller.id),
        language: context.project.default_language,
      });
    } catch (error) {
      // Never leave a transfer "dialing" that nothing will move on: it would block the next one.
      await this.end(transfer, 'error');
      throw error;
    }
    if (outcome.kind === 'dialing') {
      if (outcome.managerCallId !== null) await this.transfers.setManagerCall(transfer.id, outcome.managerCallId);
      return { result: DIALING };
    }
    await this.end(transfer, outcome.kind === 'refused' ? outcome.reason : 'provider_error');
    return { result: outcome.kind === 'refused' ? REFUSED[outcome.reason] : CALL_FAILED };
  }

  /**
   * The phone call to bridge: a phone caller's own call; for a member, the call named by
   * `call_sid` (null for none: a web visitor); what to say when it is not one. The public never
   * names a call: a visitor could otherwise move someone else's call into a room.
   */
  private async callerOf(context: ToolContext, raw: unknown): Promise<PhoneCall | null | string> {
    const { speaker } = context;
    if (speaker.kind === 'caller') return (await this.transfers.findCall(context.project.id, speaker.callId)) ?? CALL_NOT_FOUND;
    if (raw === undefined || raw === null || raw === '') return null;
    if (speaker.kind === 'visitor') return PUBLIC_NAMES_NO_CALL;
    if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(raw)) return 'Nothing was dialled: call_sid must be the id of the phone call.';
    const call = await this.transfers.findCall(context.project.id, raw);
    return call ?? CALL_NOT_FOUND;
  }

  private async end(transfer: Transfer, reason: string): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.transfers.transition(transfer.id, 'dialing', { status: 'failed', reason, updated_at: at, ended_at: at });
  }
}
