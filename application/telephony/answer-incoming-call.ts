import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { speakerKey } from '../../domain/live/live-speaker.js';
import { parsePhone } from '../../domain/shared/phone.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { CALLS_LIMIT_MESSAGE, NO_AGENT_MESSAGE, UNKNOWN_NUMBER_MESSAGE, type AgentStream } from '../../domain/telephony/call.js';
import type { LiveCaller } from '../live/live-caller.js';
import { LiveAccess } from '../live/live-access.js';
import { PublicSessions } from '../live/public-sessions.js';
import { ProjectRepository } from '../projects/ports.js';
import { Clock } from '../shared/ports.js';
import { AgentStreams } from './agent-streams.js';
import { TelephonySettings, TelephonyWebhooks, TransferRepository } from './ports.js';
import { WebhookSignature, type WebhookRequest } from './webhook-request.js';

export interface CallMarkup {
  readonly contentType: string;
  readonly body: string;
}

/**
 * The telephony voice webhook: a call arrived on a number. Not a user's request (no actor):
 * the provider's signature is what authenticates it. The number called selects the project
 * (`settings.live_agent.phone_number`); the call is recorded (a transfer can name it later).
 * The caller is one of the public, known by their number: the live access rule for the public
 * (the voice module, the trial), then a public session counted in the project's daily budget
 * and their number's limit, then the call is connected to the service's own media stream, with
 * a pass for this call; the agent greets them in its own voice. With no stream configured
 * (no `wss:` address), the greeting and an apology; past the budget, a polite refusal. The call's
 * record is the claim: only the delivery that records it spends a session and issues the pass,
 * so a replayed webhook (its signature carries no time) gets the same answer and costs nothing.
 */
@injectable()
export class AnswerIncomingCall {
  constructor(
    @inject(WebhookSignature) private readonly signature: WebhookSignature,
    @inject(TelephonyWebhooks) private readonly webhooks: TelephonyWebhooks,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(TransferRepository) private readonly transfers: TransferRepository,
    @inject(LiveAccess) private readonly access: LiveAccess,
    @inject(PublicSessions) private readonly sessions: PublicSessions,
    @inject(AgentStreams) private readonly streams: AgentStreams,
    @inject(TelephonySettings) private readonly settings: TelephonySettings,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(request: WebhookRequest): Promise<E.Either<AppError, CallMarkup>> {
    const params = this.signature.check(request);
    if (E.isLeft(params)) return params;
    const call = this.webhooks.incomingCall(params.right);
    if (call === null) return E.left(invalid('The webhook does not describe a call'));
    const number = parsePhone(call.to);
    const project = E.isRight(number) ? await this.projects.findByPhoneNumber(number.right) : null;
    if (project === null) return E.right(this.unavailable(UNKNOWN_NUMBER_MESSAGE, 'en-US'));
    const language = project.default_language;
    const caller: LiveCaller = { kind: 'phone', projectId: project.id, callId: call.callId, from: call.from };
    // The same rule as the live voice endpoints: no voice module or an expired trial, no agent.
    const context = await this.access.require(caller, project.id);
    if (E.isLeft(context) || context.right.kind !== 'public') return E.right(this.unavailable(NO_AGENT_MESSAGE, language));

    const recorded = await this.transfers.recordCall({
      id: call.callId,
      project_id: project.id,
      from: call.from,
      to: call.to,
      created_at: this.clock.now().toISOString(),
    });
    const { greeting } = project.settings.live_agent;
    if (this.settings.voiceStreamUrl === null) return E.right(this.webhooks.render({ kind: 'agent', greeting, language, stream: null }));
    const pass = this.webhooks.firstStreamPass(project.id, call.callId);
    // A repeated delivery (a replay of the signed request, a retry): the first one's answer, the same pass, nothing spent or issued.
    if (recorded === 'already_recorded') return E.right(this.toAgent(language, await this.streams.withPass(project.id, call.callId, pass, false)));
    const session = await this.sessions.reserve(project, speakerKey(context.right.speaker), context.right.address, 'start');
    if (E.isLeft(session)) {
      // Turned away, nothing kept: a later delivery is weighed afresh (and spends at most this one session).
      await this.transfers.forgetCall(project.id, call.callId);
      return E.right(this.unavailable(CALLS_LIMIT_MESSAGE, language));
    }
    let stream: AgentStream | null;
    try {
      stream = await this.streams.withPass(project.id, call.callId, pass, true);
    } catch (error) {
      await this.sessions.release(session.right);
      await this.transfers.forgetCall(project.id, call.callId);
      throw error;
    }
    return E.right(this.toAgent(language, stream));
  }

  /** The agent says the greeting itself, in the project's voice. */
  private toAgent(language: string, stream: AgentStream | null): CallMarkup {
    return this.webhooks.render({ kind: 'agent', greeting: '', language, stream });
  }

  private unavailable(message: string, language: string): CallMarkup {
    return this.webhooks.render({ kind: 'unavailable', message, language });
  }
}
