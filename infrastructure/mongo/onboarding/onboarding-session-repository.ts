import type { Db, MongoClient } from 'mongodb';
import type { OnboardingSessionRepository, SessionPage } from '../../../application/onboarding/ports.js';
import { applySessionChange, type ChangeResult, type OnboardingSession, type SessionChange } from '../../../domain/onboarding/session.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import { ONBOARDING_SESSIONS } from './indexes.js';

type SessionDoc = Omit<OnboardingSession, 'id'> & { _id: string };

const DUPLICATE_KEY = 11000;

const toSession = ({ _id, ...rest }: SessionDoc): OnboardingSession => ({ id: _id, ...rest });
const asDocument = ({ id, ...rest }: OnboardingSession): SessionDoc => ({ _id: id, ...rest });

export class MongoOnboardingSessionRepository implements OnboardingSessionRepository {
  private readonly sessions;
  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.sessions = db.collection<SessionDoc>(ONBOARDING_SESSIONS);
    this.outbox = mongoOutboxOf(db);
  }

  async find(projectId: string, userId: string): Promise<OnboardingSession | null> {
    const doc = await this.sessions.findOne({ project_id: projectId, user_id: userId });
    return doc ? toSession(doc) : null;
  }

  async findById(projectId: string, sessionId: string): Promise<OnboardingSession | null> {
    const doc = await this.sessions.findOne({ _id: sessionId, project_id: projectId });
    return doc ? toSession(doc) : null;
  }

  async list(projectId: string, page: SessionPage): Promise<OnboardingSession[]> {
    const filter = page.after === undefined ? { project_id: projectId } : { project_id: projectId, _id: { $gt: page.after } };
    return (await this.sessions.find(filter).sort({ _id: 1 }).limit(page.limit).toArray()).map(toSession);
  }

  /**
   * Read, apply and write in one transaction. Two transactions writing the same session
   * conflict and the driver retries the loser (`withTransaction`), which then reads the
   * winner's write. Two first writes may instead collide on the unique (project, user) index
   * once the winner has committed: the loser is run once more, and finds the session.
   */
  async change(seed: OnboardingSession, change: SessionChange, now: Date, events?: EventsOf<OnboardingSession>): Promise<ChangeResult> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.changeOnce(seed, change, now, events);
      } catch (error) {
        if (attempt > 0 || (error as { code?: unknown } | null)?.code !== DUPLICATE_KEY) throw error;
      }
    }
  }

  private async changeOnce(seed: OnboardingSession, change: SessionChange, now: Date, events?: EventsOf<OnboardingSession>): Promise<ChangeResult> {
    let result: ChangeResult | null = null;
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        const owner = { project_id: seed.project_id, user_id: seed.user_id };
        const current = await this.sessions.findOne(owner, { session });
        result = applySessionChange(current ? toSession(current) : seed, change, now);
        if (result.kind === 'changed') {
          const written = result.session;
          await this.sessions.replaceOne(owner, asDocument(written), { upsert: true, session });
          if (events) await this.outbox.record(seed.project_id, () => events(written), session);
        }
      }),
    );
    return result!;
  }
}
