import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { newLiveSession, type LiveSession, type LiveSessionKind } from '../../domain/live/live-session.js';
import { publicRefusal, type PublicBudget } from '../../domain/live/public-access.js';
import { dailyPublicSessionBudget } from '../../domain/projects/plan.js';
import type { Project } from '../../domain/projects/project.js';
import type { AppError } from '../../domain/shared/errors.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { LiveSessionLedger } from './ports.js';

/** The configured limit of the public's sessions per address (LIVE_PUBLIC_ADDRESS_LIMIT). */
export interface PublicLiveSettings {
  readonly sessionsPerAddress: number;
}
export const PublicLiveSettings = Symbol.for('PublicLiveSettings');

/**
 * The public's live sessions (web visitors and phone callers alike): each one reserved within
 * the project's daily budget (its plan's `public_sessions_per_day`) and its address's daily
 * limit, in one atomic step of the ledger, so that concurrent starts never exceed either.
 */
@injectable()
export class PublicSessions {
  constructor(
    @inject(LiveSessionLedger) private readonly ledger: LiveSessionLedger,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(PublicLiveSettings) private readonly publicSettings: PublicLiveSettings,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** A session of `speakerKey` from `address` (`ip:…` or `phone:…`), or the 429 that refuses it. */
  async reserve(project: Project, speakerKey: string, address: string, kind: LiveSessionKind): Promise<E.Either<AppError, LiveSession>> {
    const now = this.clock.now();
    const budget: PublicBudget = {
      perProject: dailyPublicSessionBudget(this.settings.plans, project.plan),
      perAddress: this.publicSettings.sessionsPerAddress,
    };
    const id = this.ids.next();
    const session = newLiveSession({ id, projectId: project.id, userId: speakerKey, kind, at: now });
    // Counted under a hash, salted with the project and the day: no record names an address, or links one across projects and days.
    const counted = { ...session, address: this.secrets.hash(`${session.day}|${project.id}|${address}`) };
    const refused = publicRefusal(await this.ledger.reservePublic(counted, budget), budget, now);
    return refused === null ? E.right(counted) : E.left(refused);
  }

  /** Gives the slot back (its token could not be minted, or the visitor not recorded). */
  release(session: LiveSession): Promise<void> {
    return this.ledger.release(session);
  }
}
