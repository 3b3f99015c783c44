import { inject, injectable } from 'inversify';
import { newSession, type ChangeResult, type OnboardingSession, type SessionChange } from '../../domain/onboarding/session.js';
import type { EventsOf } from '../../domain/webhooks/events.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { OnboardingSessionRepository } from './ports.js';

export interface SessionOwner {
  readonly projectId: string;
  readonly userId: string;
}

/**
 * The visitor's active onboarding session, as the onboarding tools see it: the stored one, or
 * a fresh one that is stored by the first change that writes (so a refused or empty call
 * leaves nothing behind).
 */
@injectable()
export class OnboardingSessions {
  constructor(
    @inject(OnboardingSessionRepository) private readonly sessions: OnboardingSessionRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async current(owner: SessionOwner): Promise<OnboardingSession> {
    return (await this.sessions.find(owner.projectId, owner.userId)) ?? this.fresh(owner);
  }

  /** `events` are recorded with the write, in its transaction (none when nothing is written). */
  change(owner: SessionOwner, change: SessionChange, events?: EventsOf<OnboardingSession>): Promise<ChangeResult> {
    return this.sessions.change(this.fresh(owner), change, this.clock.now(), events);
  }

  /** Applies `change` to a session already read (a manager's apply), by its owner. */
  changeStored(session: OnboardingSession, change: SessionChange): Promise<ChangeResult> {
    return this.sessions.change(session, change, this.clock.now());
  }

  private fresh(owner: SessionOwner): OnboardingSession {
    return newSession({ id: this.ids.next(), projectId: owner.projectId, userId: owner.userId, now: this.clock.now() });
  }
}
