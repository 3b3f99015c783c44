import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { isTrialExpired } from '../../domain/projects/project.js';
import { parsePhone } from '../../domain/shared/phone.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { NO_AGENT_MESSAGE, UNKNOWN_NUMBER_MESSAGE, type CallScript } from '../../domain/telephony/call.js';
import { ProjectRepository } from '../projects/ports.js';
import { Clock } from '../shared/ports.js';
import { agentStream } from './agent-stream.js';
import { TelephonySettings, TelephonyWebhooks, TransferRepository } from './ports.js';
import { WebhookSignature, type WebhookRequest } from './webhook-request.js';

export interface CallMarkup {
  readonly contentType: string;
  readonly body: string;
}

/**
 * The telephony voice webhook: a call arrived on a number. Not a user's request (no actor):
 * the provider's signature is what authenticates it. The number called selects the project
 * (`settings.live_agent.phone_number`); the call is recorded (a transfer can name it later)
 * and answered with the project's greeting, then connected to the voice agent's stream.
 */
@injectable()
export class AnswerIncomingCall {
  constructor(
    @inject(WebhookSignature) private readonly signature: WebhookSignature,
    @inject(TelephonyWebhooks) private readonly webhooks: TelephonyWebhooks,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(TransferRepository) private readonly transfers: TransferRepository,
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
    if (project === null) return E.right(this.webhooks.render({ kind: 'unavailable', message: UNKNOWN_NUMBER_MESSAGE, language: 'en-US' }));
    const language = project.default_language;
    // The same rule as the live voice endpoints: no voice module or an expired trial, no agent.
    if (!project.modules.voice || isTrialExpired(project, this.clock.now()))
      return E.right(this.webhooks.render({ kind: 'unavailable', message: NO_AGENT_MESSAGE, language }));

    await this.transfers.recordCall({ id: call.callId, project_id: project.id, from: call.from, to: call.to, created_at: this.clock.now().toISOString() });
    const script: CallScript = {
      kind: 'agent',
      greeting: project.settings.live_agent.greeting,
      language,
      stream: agentStream(this.settings, project.id, call.callId),
    };
    return E.right(this.webhooks.render(script));
  }
}
