import type { ClaimJobOutcome, CreateJobOutcome, JobEnd, JobProgress, TranslationJobs } from '../../../application/translation/ports.js';
import type { SourceSnapshot, TranslationJob } from '../../../domain/translation/translation-job.js';
import { JOB_LEASE_MS } from '../../../domain/translation/translation-job.js';
import type { SqliteDatabase } from '../database.js';
import { isUniqueViolation } from '../pages/rows.js';

interface JobRow {
  id: string;
  project_id: string;
  slug: string;
  source_language: string;
  target_language: string;
  status: TranslationJob['status'];
  draft_id: string | null;
  error: string | null;
  progress_done: number;
  progress_total: number;
  left_to_translate: string;
  requested_by: string;
  created_at: string;
  updated_at: string;
}

const jobOf = ({ progress_done, progress_total, left_to_translate, ...row }: JobRow): TranslationJob => ({
  id: row.id,
  project_id: row.project_id,
  slug: row.slug,
  source_language: row.source_language,
  target_language: row.target_language,
  status: row.status,
  draft_id: row.draft_id,
  error: row.error,
  progress: { done: progress_done, total: progress_total },
  left_to_translate: JSON.parse(left_to_translate) as string[],
  requested_by: row.requested_by,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * Translation jobs in SQLite. "One running job per slug and target" is a partial UNIQUE index;
 * claim, report, finish and failStalled are each one conditional UPDATE, so instances sharing
 * the file never both run or both end a job.
 */
export class SqliteTranslationJobs implements TranslationJobs {
  private readonly insert;
  private readonly selectOne;
  private readonly selectRunning;
  private readonly claimRow;
  private readonly reportRow;
  private readonly finishRow;
  private readonly failStalledRow;
  private readonly insertSource;
  private readonly selectSource;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO translation_jobs (id, project_id, slug, source_language, target_language, status, draft_id, error, progress_done, progress_total,
         left_to_translate, requested_by, claimed_by, lease_until, created_at, updated_at)
       VALUES (@id, @project_id, @slug, @source_language, @target_language, @status, @draft_id, @error, @progress_done, @progress_total,
         @left_to_translate, @requested_by, NULL, @lease_until, @created_at, @updated_at)`,
    );
    this.selectOne = db.prepare(`SELECT * FROM translation_jobs WHERE project_id = ? AND id = ?`);
    this.selectRunning = db
      .prepare(`SELECT id FROM translation_jobs WHERE project_id = ? AND slug = ? AND target_language = ? AND status = 'running'`)
      .pluck();
    this.claimRow = db.prepare(
      `UPDATE translation_jobs SET claimed_by = @owner, lease_until = @lease WHERE project_id = @project AND id = @id AND status = 'running' AND claimed_by IS NULL`,
    );
    const held = `project_id = @project AND id = @id AND status = 'running' AND claimed_by = @owner`;
    this.reportRow = db.prepare(
      `UPDATE translation_jobs SET progress_done = @done, progress_total = @total, lease_until = @lease, updated_at = @at WHERE ${held}`,
    );
    this.finishRow = db.prepare(
      `UPDATE translation_jobs SET status = @status, draft_id = @draft_id, error = @error, left_to_translate = @left, updated_at = @at WHERE ${held}`,
    );
    this.failStalledRow = db.prepare(
      `UPDATE translation_jobs SET status = 'failed', error = @error, updated_at = @now
       WHERE project_id = @project AND id = @id AND status = 'running' AND lease_until < @now`,
    );
    this.insertSource = db.prepare(
      `INSERT INTO translation_sources (project_id, slug, language, revision, metadata, content, recorded_at)
       VALUES (@project_id, @slug, @language, @revision, @metadata, @content, @at) ON CONFLICT DO NOTHING`,
    );
    this.selectSource = db.prepare(`SELECT * FROM translation_sources WHERE project_id = ? AND slug = ? AND language = ? AND revision = ?`);
  }

  async create(job: TranslationJob): Promise<CreateJobOutcome> {
    const row = {
      ...job,
      progress_done: job.progress.done,
      progress_total: job.progress.total,
      left_to_translate: JSON.stringify(job.left_to_translate),
      // A job nobody claims within a lease (its instance died before starting it) is stalled too.
      lease_until: new Date(Date.parse(job.created_at) + JOB_LEASE_MS).toISOString(),
    };
    try {
      this.insert.run(row);
      return { kind: 'created', job };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const running = this.selectRunning.get(job.project_id, job.slug, job.target_language) as string | undefined;
      // The running job may have ended between the insert and this read: any id will do to name the race.
      return { kind: 'already_running', job_id: running ?? job.id };
    }
  }

  async find(projectId: string, jobId: string): Promise<TranslationJob | null> {
    const row = this.selectOne.get(projectId, jobId) as JobRow | undefined;
    return row === undefined ? null : jobOf(row);
  }

  async claim(projectId: string, jobId: string, owner: string, leaseUntil: string): Promise<ClaimJobOutcome> {
    return this.claimRow.run({ project: projectId, id: jobId, owner, lease: leaseUntil }).changes === 1 ? { kind: 'claimed' } : { kind: 'taken' };
  }

  async report(projectId: string, jobId: string, owner: string, progress: JobProgress, leaseUntil: string, at: string): Promise<boolean> {
    return this.reportRow.run({ project: projectId, id: jobId, owner, done: progress.done, total: progress.total, lease: leaseUntil, at }).changes === 1;
  }

  async finish(projectId: string, jobId: string, owner: string, end: JobEnd, at: string): Promise<boolean> {
    const fields =
      end.status === 'done'
        ? { status: 'done', draft_id: end.draft_id, error: null, left: JSON.stringify(end.left_to_translate) }
        : { status: 'failed', draft_id: null, error: end.error, left: '[]' };
    return this.finishRow.run({ project: projectId, id: jobId, owner, at, ...fields }).changes === 1;
  }

  async failStalled(projectId: string, jobId: string, now: string, error: string): Promise<boolean> {
    return this.failStalledRow.run({ project: projectId, id: jobId, now, error }).changes === 1;
  }

  async recordSource(snapshot: SourceSnapshot, at: string): Promise<void> {
    this.insertSource.run({ ...snapshot, metadata: JSON.stringify(snapshot.metadata), at });
  }

  async findSource(projectId: string, slug: string, language: string, revision: number): Promise<SourceSnapshot | null> {
    const row = this.selectSource.get(projectId, slug, language, revision) as (Omit<SourceSnapshot, 'metadata'> & { metadata: string }) | undefined;
    return row === undefined
      ? null
      : { project_id: row.project_id, slug: row.slug, language: row.language, revision: row.revision, metadata: JSON.parse(row.metadata), content: row.content };
  }
}
