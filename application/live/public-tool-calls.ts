import type * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { speakerKey, type LiveSpeaker } from '../../domain/live/live-speaker.js';
import { toolCallRefusal, type ToolAllowance } from '../../domain/live/tool-allowance.js';
import type { AppError } from '../../domain/shared/errors.js';
import { Clock } from '../shared/ports.js';
import { LiveSessionLedger } from './ports.js';

/** The configured allowance of a public session's tool calls (LIVE_PUBLIC_TOOL_CALLS, LIVE_PUBLIC_TOOL_WRITES, LIVE_PUBLIC_TOOL_RATE). */
export const PublicToolAllowance = Symbol.for('PublicToolAllowance');

/**
 * The public's tool calls (web visitors and phone callers alike): each one counted on the
 * speaker's latest session in the ledger, within the session's allowance, in one atomic step,
 * so that concurrent calls on any number of instances never exceed it.
 */
@injectable()
export class PublicToolCalls {
  constructor(
    @inject(LiveSessionLedger) private readonly ledger: LiveSessionLedger,
    @inject(PublicToolAllowance) private readonly allowance: ToolAllowance,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Counts a call of a tool (`writes`: one that writes for someone else) by `speaker`: null when
   * it may run; otherwise what it answers instead, a spoken result (the session's allowance is
   * spent) or the 429 of calls that come too fast.
   */
  async spend(projectId: string, speaker: LiveSpeaker, writes: boolean): Promise<E.Either<AppError, string> | null> {
    const spent = await this.ledger.spendToolCall(projectId, speakerKey(speaker), writes, this.allowance, this.clock.now());
    return toolCallRefusal(spent, this.allowance);
  }
}
