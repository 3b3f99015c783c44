import type { DialOutcome, Telephony, TransferCall } from '../../application/telephony/ports.js';
import type { AgentStream, PhoneCall } from '../../domain/telephony/call.js';
import type { Transfer } from '../../domain/telephony/transfer.js';

/**
 * A `Telephony` built on its first use. The Twilio SDK's REST client takes about a second to
 * load; processes that never place a call (the operator CLI, a server nobody transfers from)
 * should not pay for it.
 */
export class DeferredTelephony implements Telephony {
  private loaded: Promise<Telephony> | null = null;

  constructor(private readonly load: () => Promise<Telephony>) {}

  async startTransfer(call: TransferCall): Promise<DialOutcome> {
    return (await this.telephony()).startTransfer(call);
  }

  async returnToAgent(transfer: Transfer, caller: PhoneCall | null, stream: AgentStream | null, language: string): Promise<void> {
    return (await this.telephony()).returnToAgent(transfer, caller, stream, language);
  }

  async hangUp(callId: string): Promise<void> {
    return (await this.telephony()).hangUp(callId);
  }

  private telephony(): Promise<Telephony> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }
}
