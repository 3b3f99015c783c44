import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { liveSessionRefusal } from '../../domain/live/live-access.js';
import { dailyLimitMessage, newLiveSession, secondsToNextUtcMidnight, type LiveSession, type LiveSessionKind } from '../../domain/live/live-session.js';
import { speakerKey } from '../../domain/live/live-speaker.js';
import { newVisitor, VISITOR_TOKEN_PREFIX, type Visitor } from '../../domain/live/visitor.js';
import { dailySessionLimit } from '../../domain/projects/plan.js';
import type { Project } from '../../domain/projects/project.js';
import { quotaExceeded, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { ServiceMetrics } from '../observability/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { ServiceSettings } from '../shared/service-settings.js';
import type { LiveCaller } from './live-caller.js';
import { LiveAccess } from './live-access.js';
import { LiveSessionLedger, VisitorRepository, VoiceTokenIssuer, type VoiceConnection } from './ports.js';
import { PublicSessions } from './public-sessions.js';

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
  /** A public visitor's token (the one just issued, or the one presented), and when it stops working. */
  readonly visitor_token?: string;
  readonly visitor_expires_at?: string;
}

const RESUME_NEEDS_VISITOR_TOKEN = 'A public visitor resumes with its visitor token (Authorization: Bearer <visitor_token>)';

/**
 * Starts (or resumes) a live voice session: access rule, then one atomic reservation that also
 * records the session (a member's daily quota; for the public, the project's budget and the
 * address's limit), then the token. A failed mint gives the slot back, so an outage of the
 * voice provider never eats anyone's quota. A newcomer on a public project becomes a visitor.
 */
@injectable()
export class StartLiveSession {
  static readonly operation = 'start_live_session';

  constructor(
    @inject(LiveAccess) private readonly access: LiveAccess,
    @inject(LiveSessionLedger) private readonly ledger: LiveSessionLedger,
    @inject(PublicSessions) private readonly publicSessions: PublicSessions,
    @inject(VisitorRepository) private readonly visitors: VisitorRepository,
    @inject(VoiceTokenIssuer) private readonly issuer: VoiceTokenIssuer,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ServiceMetrics) private readonly metrics: ServiceMetrics,
  ) {}

  async execute(caller: LiveCaller, input: StartLiveSessionInput): Promise<E.Either<AppError, LiveSessionGrant>> {
    let result: E.Either<AppError, LiveSessionGrant>;
    try {
      result = await this.start(caller, input);
    } catch (error) {
      this.metrics.liveSessionRefused('error');
      throw error;
    }
    if (E.isRight(result)) this.metrics.liveSessionStarted(input.kind);
    else this.metrics.liveSessionRefused(liveSessionRefusal(result.left));
    return result;
  }

  private async start(caller: LiveCaller, input: StartLiveSessionInput): Promise<E.Either<AppError, LiveSessionGrant>> {
    const context = await this.access.require(caller, input.projectId);
    if (E.isLeft(context)) return context;
    const { project } = context.right;
    switch (context.right.kind) {
      case 'member': {
        const now = this.clock.now();
        const limit = dailySessionLimit(this.settings.plans, project.plan);
        const session = newLiveSession({ id: this.ids.next(), projectId: project.id, userId: speakerKey(context.right.speaker), kind: input.kind, at: now });
        if ((await this.ledger.reserve(session, limit)) === 'exhausted') {
          return E.left(quotaExceeded(dailyLimitMessage(limit), secondsToNextUtcMidnight(now)));
        }
        return this.mint(project, session, () => this.ledger.release(session));
      }
      case 'public': {
        const { speaker, address, visitor } = context.right;
        const session = await this.publicSessions.reserve(project, speakerKey(speaker), address, input.kind);
        if (E.isLeft(session)) return session;
        const grant = await this.mint(project, session.right, () => this.publicSessions.release(session.right));
        if (E.isLeft(grant) || visitor === undefined || caller.kind !== 'visitor') return grant;
        // The token the visitor presented, handed back so that every visitor's answer has the same shape.
        return E.right({ ...grant.right, visitor_token: caller.token, visitor_expires_at: visitor.expires_at });
      }
      case 'newcomer': {
        if (input.kind === 'resume') return E.left(unauthenticated(RESUME_NEEDS_VISITOR_TOKEN));
        const token = `${VISITOR_TOKEN_PREFIX}${this.secrets.random()}`;
        const visitor = newVisitor({ id: this.ids.next(), projectId: project.id, tokenHash: this.secrets.hash(token), now: this.clock.now() });
        const session = await this.publicSessions.reserve(project, speakerKey({ kind: 'visitor', visitorId: visitor.id }), context.right.address, input.kind);
        if (E.isLeft(session)) return session;
        const release = () => this.publicSessions.release(session.right);
        const grant = await this.mint(project, session.right, release);
        if (E.isLeft(grant)) return grant;
        await this.remember(visitor, release);
        return E.right({ ...grant.right, visitor_token: token, visitor_expires_at: visitor.expires_at });
      }
    }
  }

  /** The voice token of a reserved session; `release` gives the slot back when it cannot be minted. */
  private async mint(project: Project, session: LiveSession, release: () => Promise<void>): Promise<E.Either<AppError, LiveSessionGrant>> {
    const { voice, greeting } = project.settings.live_agent;
    let token: E.Either<AppError, string>;
    try {
      token = await this.issuer.issue({
        sessionId: session.id,
        projectId: project.id,
        userId: session.user_id,
        voice,
        issuedAt: new Date(session.issued_at),
        expiresAt: new Date(session.expires_at),
      });
    } catch (error) {
      await release();
      throw error;
    }
    if (E.isLeft(token)) {
      await release();
      return token;
    }
    return E.right({ token: token.right, greeting: greeting ?? '', voice, connection: this.issuer.connection });
  }

  private async remember(visitor: Visitor, release: () => Promise<void>): Promise<void> {
    try {
      await this.visitors.save(visitor);
    } catch (error) {
      await release();
      throw error;
    }
  }
}
