import type { OnboardingSessionRepository, SessionPage } from '../../../application/onboarding/ports.js';
import { applySessionChange, type ChangeResult, type OnboardingSession, type SessionChange } from '../../../domain/onboarding/session.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';

interface SessionRow {
  id: string;
  project_id: string;
  user_id: string;
  company: string | null;
  candidates: string;
  profile: string | null;
  fields: string;
  confirmed_at: string | null;
  applied_at: string | null;
  created_at: string;
  updated_at: string;
}

const toSession = (row: SessionRow): OnboardingSession => ({
  ...row,
  company: row.company === null ? null : JSON.parse(row.company),
  candidates: JSON.parse(row.candidates),
  profile: row.profile === null ? null : JSON.parse(row.profile),
  fields: JSON.parse(row.fields),
});

const toRow = (s: OnboardingSession): SessionRow => ({
  ...s,
  company: s.company === null ? null : JSON.stringify(s.company),
  candidates: JSON.stringify(s.candidates),
  profile: s.profile === null ? null : JSON.stringify(s.profile),
  fields: JSON.stringify(s.fields),
});

export class SqliteOnboardingSessionRepository implements OnboardingSessionRepository {
  private readonly selectOwned;
  private readonly selectById;
  private readonly selectPage;
  private readonly upsert;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.selectOwned = db.prepare('SELECT * FROM onboarding_sessions WHERE project_id = ? AND user_id = ?');
    this.selectById = db.prepare('SELECT * FROM onboarding_sessions WHERE project_id = ? AND id = ?');
    this.selectPage = db.prepare('SELECT * FROM onboarding_sessions WHERE project_id = @project AND id > @after ORDER BY id LIMIT @limit');
    this.upsert = db.prepare(
      `INSERT INTO onboarding_sessions (id, project_id, user_id, company, candidates, profile, fields, confirmed_at, applied_at, created_at, updated_at)
       VALUES (@id, @project_id, @user_id, @company, @candidates, @profile, @fields, @confirmed_at, @applied_at, @created_at, @updated_at)
       ON CONFLICT (project_id, user_id) DO UPDATE SET
         company = excluded.company, candidates = excluded.candidates, profile = excluded.profile, fields = excluded.fields,
         confirmed_at = excluded.confirmed_at, applied_at = excluded.applied_at, updated_at = excluded.updated_at`,
    );
    this.outbox = outboxOf(db);
  }

  async find(projectId: string, userId: string): Promise<OnboardingSession | null> {
    const row = this.selectOwned.get(projectId, userId) as SessionRow | undefined;
    return row ? toSession(row) : null;
  }

  async findById(projectId: string, sessionId: string): Promise<OnboardingSession | null> {
    const row = this.selectById.get(projectId, sessionId) as SessionRow | undefined;
    return row ? toSession(row) : null;
  }

  async list(projectId: string, page: SessionPage): Promise<OnboardingSession[]> {
    const rows = this.selectPage.all({ project: projectId, after: page.after ?? '', limit: page.limit }) as SessionRow[];
    return rows.map(toSession);
  }

  async change(seed: OnboardingSession, change: SessionChange, now: Date, events?: EventsOf<OnboardingSession>): Promise<ChangeResult> {
    // Read, apply and write under the write lock: concurrent tool calls each see the other's write.
    return immediate(this.db, () => {
      const row = this.selectOwned.get(seed.project_id, seed.user_id) as SessionRow | undefined;
      const result = applySessionChange(row ? toSession(row) : seed, change, now);
      if (result.kind === 'changed') {
        this.upsert.run(toRow(result.session));
        if (events) this.outbox.record(seed.project_id, () => events(result.session));
      }
      return result;
    });
  }
}
