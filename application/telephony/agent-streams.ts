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
 * provider's signature). Every connection of a call to the agent gets its own: the first, and
 * the return after a transfer.
 */
@injectable()
export class AgentStreams {
  constructor(
    @inject(TelephonySettings) private readonly settings: TelephonySettings,
    @inject(StreamPassStore) private readonly passes: StreamPassStore,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** The stream for the call, or null when the service has none (no `wss:` address: see TelephonySettings). */
  async open(projectId: string, callId: string): Promise<AgentStream | null> {
    const url = this.settings.voiceStreamUrl;
    if (url === null) return null;
    const pass = this.secrets.random();
    await this.passes.issue(newStreamPass({ tokenHash: this.secrets.hash(pass), projectId, callId, now: this.clock.now() }));
    return { url, parameters: { [STREAM_PASS_PARAMETER]: pass } };
  }
}
