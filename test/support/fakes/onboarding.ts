import type { OnboardingSessionRepository, SessionPage } from '../../../application/onboarding/ports.js';
import { applySessionChange, type ChangeResult, type OnboardingSession, type SessionChange } from '../../../domain/onboarding/session.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { InMemoryOutbox } from './webhooks.js';

/** In-memory onboarding sessions, one per (project, user), changed like the real stores change them. */
export class InMemoryOnboardingSessionRepository implements OnboardingSessionRepository {
  readonly sessions = new Map<string, OnboardingSession>();

  constructor(readonly outbox = new InMemoryOutbox()) {}

  private static key(projectId: string, userId: string): string {
    return `${projectId}\u0000${userId}`;
  }

  async find(projectId: string, userId: string): Promise<OnboardingSession | null> {
    return this.sessions.get(InMemoryOnboardingSessionRepository.key(projectId, userId)) ?? null;
  }

  async findById(projectId: string, sessionId: string): Promise<OnboardingSession | null> {
    return [...this.sessions.values()].find((s) => s.project_id === projectId && s.id === sessionId) ?? null;
  }

  async list(projectId: string, page: SessionPage): Promise<OnboardingSession[]> {
    return [...this.sessions.values()]
      .filter((s) => s.project_id === projectId && (page.after === undefined || s.id > page.after))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, page.limit);
  }

  async change(seed: OnboardingSession, change: SessionChange, now: Date, events?: EventsOf<OnboardingSession>): Promise<ChangeResult> {
    const key = InMemoryOnboardingSessionRepository.key(seed.project_id, seed.user_id);
    const result = applySessionChange(this.sessions.get(key) ?? seed, change, now);
    if (result.kind === 'changed') {
      if (events) this.outbox.record(seed.project_id, () => events(result.session));
      this.sessions.set(key, result.session);
    }
    return result;
  }

  deleteProject(projectId: string): void {
    for (const [key, s] of this.sessions) if (s.project_id === projectId) this.sessions.delete(key);
  }
}
