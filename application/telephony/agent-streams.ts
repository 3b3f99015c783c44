import { inject, injectable } from 'inversify';
import type { AgentStream } from '../../domain/telephony/call.js';
import { newStreamPass } from '../../domain/telephony/stream-pass.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { StreamPassStore, TelephonySettings } from './ports.js';

/** The custom parameter of the stream that carries its pass. */
export const STREAM_PASS_PARAMETER = 'pass';

/**
 * The voice agent's media stream for a call: the service's stream endpoint, with a fresh
 * single-use pass for that call in the stream's custom parameters (its only way in besides the
 * provider's signature). Every connection of a call to the agent gets its own: the first (the
 * same for every delivery of the call's webhook), and the return after a transfer.
 */
@injectable()
export class AgentStreams {
  constructor(
    @inject(TelephonySettings) private readonly settings: TelephonySettings,
    @inject(StreamPassStore) private readonly passes: StreamPassStore,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** A stream for the call with a fresh pass (the return after a transfer), or null when the service has none (no `wss:` address: see TelephonySettings). */
  async open(projectId: string, callId: string): Promise<AgentStream | null> {
    return this.withPass(projectId, callId, this.secrets.random(), true);
  }

  /**
   * A stream for the call with `pass`: the call's first, whose pass is derived from the call
   * (TelephonyWebhooks.firstStreamPass), so that every delivery of the call's webhook answers the
   * same one. Issued (its hash stored) only when `issue`: by the delivery that recorded the call,
   * never again by a repeated one.
   */
  async withPass(projectId: string, callId: string, pass: string, issue: boolean): Promise<AgentStream | null> {
    const url = this.settings.voiceStreamUrl;
    if (url === null) return null;
    if (issue) await this.passes.issue(newStreamPass({ tokenHash: this.secrets.hash(pass), projectId, callId, now: this.clock.now() }));
    return { url, parameters: { [STREAM_PASS_PARAMETER]: pass } };
  }
}
