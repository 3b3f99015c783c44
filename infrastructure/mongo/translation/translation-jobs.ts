import type { Db } from 'mongodb';
import type { ClaimJobOutcome, CreateJobOutcome, JobEnd, JobProgress, TranslationJobs } from '../../../application/translation/ports.js';
import { JOB_LEASE_MS, type SourceSnapshot, type TranslationJob } from '../../../domain/translation/translation-job.js';
import { isDuplicateKey } from '../errors.js';

const JOBS = 'translation_jobs';
const SOURCES = 'translation_sources';

type JobDoc = Omit<TranslationJob, 'id'> & { _id: string; claimed_by: string | null; lease_until: string };
type SourceDoc = SourceSnapshot & { _id: string; recorded_at: string };

const jobOf = ({ _id, claimed_by: _owner, lease_until: _lease, ...rest }: JobDoc): TranslationJob => ({ id: _id, ...rest });

/**
 * Translation jobs in MongoDB: "one running job per slug and target" is a partial unique index;
 * claim, report, finish and failStalled are each one conditional update of the job's document.
 */
export class MongoTranslationJobs implements TranslationJobs {
  private readonly jobs;
  private readonly sources;

  constructor(db: Db) {
    this.jobs = db.collection<JobDoc>(JOBS);
    this.sources = db.collection<SourceDoc>(SOURCES);
  }

  async create({ id, ...job }: TranslationJob): Promise<CreateJobOutcome> {
    const lease = new Date(Date.parse(job.created_at) + JOB_LEASE_MS).toISOString();
    try {
      await this.jobs.insertOne({ _id: id, ...job, left_to_translate: [...job.left_to_translate], claimed_by: null, lease_until: lease });
      return { kind: 'created', job: { id, ...job } };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const running = await this.jobs.findOne(
        { project_id: job.project_id, slug: job.slug, target_language: job.target_language, status: 'running' },
        { projection: { _id: 1 } },
      );
      return { kind: 'already_running', job_id: running?._id ?? id };
    }
  }

  async find(projectId: string, jobId: string): Promise<TranslationJob | null> {
    const doc = await this.jobs.findOne({ _id: jobId, project_id: projectId });
    return doc === null ? null : jobOf(doc);
  }

  async claim(projectId: string, jobId: string, owner: string, leaseUntil: string): Promise<ClaimJobOutcome> {
    const result = await this.jobs.updateOne(
      { _id: jobId, project_id: projectId, status: 'running', claimed_by: null },
      { $set: { claimed_by: owner, lease_until: leaseUntil } },
    );
    return result.modifiedCount === 1 ? { kind: 'claimed' } : { kind: 'taken' };
  }

  async report(projectId: string, jobId: string, owner: string, progress: JobProgress, leaseUntil: string, at: string): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: jobId, project_id: projectId, status: 'running', claimed_by: owner },
      { $set: { progress: { done: progress.done, total: progress.total }, lease_until: leaseUntil, updated_at: at } },
    );
    return result.modifiedCount === 1;
  }

  async finish(projectId: string, jobId: string, owner: string, end: JobEnd, at: string): Promise<boolean> {
    const fields =
      end.status === 'done'
        ? { status: 'done' as const, draft_id: end.draft_id, error: null, left_to_translate: [...end.left_to_translate] }
        : { status: 'failed' as const, draft_id: null, error: end.error, left_to_translate: [] };
    const result = await this.jobs.updateOne(
      { _id: jobId, project_id: projectId, status: 'running', claimed_by: owner },
      { $set: { ...fields, updated_at: at } },
    );
    return result.modifiedCount === 1;
  }

  async failStalled(projectId: string, jobId: string, now: string, error: string): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: jobId, project_id: projectId, status: 'running', lease_until: { $lt: now } },
      { $set: { status: 'failed', error, updated_at: now } },
    );
    return result.modifiedCount === 1;
  }

  async recordSource(snapshot: SourceSnapshot, at: string): Promise<void> {
    const _id = `${snapshot.project_id}\u0000${snapshot.slug}\u0000${snapshot.language}\u0000${snapshot.revision}`;
    // $setOnInsert: a second record of the same revision changes nothing.
    await this.sources.updateOne({ _id }, { $setOnInsert: { ...snapshot, metadata: { ...snapshot.metadata }, recorded_at: at } }, { upsert: true });
  }

  async findSource(projectId: string, slug: string, language: string, revision: number): Promise<SourceSnapshot | null> {
    const doc = await this.sources.findOne({ project_id: projectId, slug, language, revision });
    return doc === null
      ? null
      : { project_id: doc.project_id, slug: doc.slug, language: doc.language, revision: doc.revision, metadata: doc.metadata, content: doc.content };
  }
}
