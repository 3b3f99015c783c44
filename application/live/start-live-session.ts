import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { liveSessionRefusal } from '../../domain/live/live-access.js';
import { dailyLimitMessage, newLiveSession, secondsToNextUtcMidnight, type LiveSessionKind } from '../../domain/live/live-session.js';
import { dailySessionLimit } from '../../domain/projects/plan.js';
import { quotaExceeded, type AppError } from '../../domain/shared/errors.js';
import { ServiceMetrics } from '../observability/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { LiveAccess } from './live-access.js';
import { LiveSessionLedger, VoiceTokenIssuer, type VoiceConnection } from './ports.js';

export interface StartLiveSessionInput {
  readonly projectId: string;
  /** `resume` after a dropped connection: same rules, same quota, recorded as a resume. */
  readonly kind: LiveSessionKind;
}

/** The live session response of the specification, and where the token opens the voice connection. */
export interface LiveSessionGrant {
  readonly token: string;
  readonly greeting: string;
  readonly voice: string;
  readonly connection: VoiceConnection;
}

/**
 * Starts (or resumes) a live voice session: access rule, then one atomic quota reservation
 * that also records the session, then the token. A failed mint gives the slot back, so an
 * outage of the voice provider never eats a user's daily quota.
 */
@injectable()
export class StartLiveSession {
  constructor(
    @inject(LiveAccess) private readonly access: LiveAccess,
    @inject(LiveSessionLedger) private readonly ledger: LiveSessionLedger,
    @inject(VoiceTokenIssuer) private readonly issuer: VoiceTokenIssuer,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ServiceMetrics) private readonly metrics: ServiceMetrics,
  ) {}

  async execute(actor: Actor, input: StartLiveSessionInput): Promise<E.Either<AppError, LiveSessionGrant>> {
    let result: E.Either<AppError, LiveSessionGrant>;
    try {
      result = await this.start(actor, input);
    } catch (error) {
      this.metrics.liveSessionRefused('error');
      throw error;
    }
    if (E.isRight(result)) this.metrics.liveSessionStarted(input.kind);
    else this.metrics.liveSessionRefused(liveSessionRefusal(result.left));
    return result;
  }

  private async start(actor: Actor, input: StartLiveSessionInput): Promise<E.Either<AppError, LiveSessionGrant>> {
    const context = await this.access.require(actor, input.projectId);
    if (E.isLeft(context)) return context;
    const { project, user } = context.right;

    const now = this.clock.now();
    const limit = dailySessionLimit(this.settings.plans, project.plan);
    const session = newLiveSession({ id: this.ids.next(), projectId: project.id, userId: user.userId, kind: input.kind, at: now });
    if ((await this.ledger.reserve(session, limit)) === 'exhausted') {
      return E.left(quotaExceeded(dailyLimitMessage(limit), secondsToNextUtcMidnight(now)));
    }

    const { voice, greeting } = project.settings.live_agent;
    let token: E.Either<AppError, string>;
    try {
      token = await this.issuer.issue({
        sessionId: session.id,
        projectId: project.id,
        userId: user.userId,
        voice,
        issuedAt: now,
        expiresAt: new Date(session.expires_at),
      });
    } catch (error) {
      await this.ledger.release(session);
      throw error;
    }
    if (E.isLeft(token)) {
      await this.ledger.release(session);
      return token;
    }
    return E.right({ token: token.right, greeting: greeting ?? '', voice, connection: this.issuer.connection });
  }
}
