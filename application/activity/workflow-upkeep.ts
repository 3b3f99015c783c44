import { inject, injectable } from 'inversify';
import { PRESENCE_TTL_MS } from '../../domain/presence/edit-events.js';
import { EditSessions } from '../presence/ports.js';
import { QuestionRetention } from '../questions/question-retention.js';
import { Clock } from '../shared/ports.js';
import { ActivityLog, ActivitySettings } from './ports.js';

/** Editors' events are read within a second of being written: an hour's worth is plenty. */
const EVENTS_KEPT_MS = 3_600_000;

/** What one run let go. */
export interface UpkeepReport {
  readonly activity: number;
  readonly questions: number;
}

/**
 * What the workflow's stores shed over time: activity entries older than the retention
 * (ACTIVITY_RETENTION_DAYS), presence events older than an hour, presence entries of streams
 * whose instance died, and the unanswered questions older than each project keeps them. Any
 * instance may run it: each deletion is idempotent.
 */
@injectable()
export class WorkflowUpkeep {
  constructor(
    @inject(ActivityLog) private readonly activity: ActivityLog,
    @inject(ActivitySettings) private readonly settings: ActivitySettings,
    @inject(EditSessions) private readonly sessions: EditSessions,
    @inject(Clock) private readonly clock: Clock,
    @inject(QuestionRetention) private readonly questions: QuestionRetention,
  ) {}

  async run(): Promise<UpkeepReport> {
    const now = this.clock.now().getTime();
    await this.sessions.prune(new Date(now - EVENTS_KEPT_MS).toISOString(), new Date(now - PRESENCE_TTL_MS).toISOString());
    const activity = await this.activity.prune(new Date(now - this.settings.retentionDays * 86_400_000).toISOString());
    return { activity, questions: await this.questions.prune(new Date(now)) };
  }
}
