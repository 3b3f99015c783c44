import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { forbidden, notFound, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import type { LiveCaller } from '../live/live-caller.js';
import { LiveAccess } from '../live/live-access.js';
import type { VoiceAgentBrief } from '../live/voice-agent.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { callerBrief } from './caller-brief.js';
import { StreamPassStore, TransferRepository } from './ports.js';

const STREAM_PASS_INVALID = 'Stream pass not valid';
const STREAM_PASS_OTHER_CALL = 'Stream pass is for another call';

export interface CallerConversation {
  readonly projectId: string;
  /** Who runs the tools: the caller, one of the public, known by their number. */
  readonly caller: LiveCaller;
  readonly brief: VoiceAgentBrief;
}

/**
 * A call's media stream has started (the provider's signature was checked on its upgrade):
 * its pass, good once and for the call it names, lets the caller talk with the agent, under
 * the live access rule for the public (the voice module, the trial). The session itself was
 * counted in the public's budget when the call arrived.
 */
@injectable()
export class OpenCallerConversation {
  constructor(
    @inject(StreamPassStore) private readonly passes: StreamPassStore,
    @inject(TransferRepository) private readonly calls: TransferRepository,
    @inject(LiveAccess) private readonly access: LiveAccess,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { readonly pass: string; readonly callId: string }): Promise<E.Either<AppError, CallerConversation>> {
    const pass = input.pass === '' ? null : await this.passes.redeem(this.secrets.hash(input.pass), this.clock.now());
    if (pass === null) return E.left(unauthenticated(STREAM_PASS_INVALID));
    if (pass.call_id !== input.callId) return E.left(forbidden(STREAM_PASS_OTHER_CALL));
    const call = await this.calls.findCall(pass.project_id, pass.call_id);
    if (call === null) return E.left(notFound('The call is not recorded'));
    const caller: LiveCaller = { kind: 'phone', projectId: pass.project_id, callId: call.id, from: call.from };
    const context = await this.access.require(caller, pass.project_id);
    if (E.isLeft(context)) return context;
    return E.right({ projectId: pass.project_id, caller, brief: callerBrief(context.right.project) });
  }
}
