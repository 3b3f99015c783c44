import type { PageTranslationOutcome, PageToTranslate, PageTranslator } from '../../../application/translation/page-translator.js';
import type {
  ClaimJobOutcome,
  CreateJobOutcome,
  JobEnd,
  JobProgress,
  TranslationIndex,
  TranslationJobs,
} from '../../../application/translation/ports.js';
import { isDraft } from '../../../domain/pages/page-document.js';
import { JOB_LEASE_MS, type SourceSnapshot, type TranslationJob } from '../../../domain/translation/translation-job.js';
import type { DocumentStanding } from '../../../domain/translation/translation-status.js';
import type { InMemoryPagesState } from './pages.js';

type StoredJob = TranslationJob & { claimed_by: string | null; lease_until: string };

/** Translation jobs in memory; each method checks and writes without awaiting in between (atomic). */
export class InMemoryTranslationJobs implements TranslationJobs {
  readonly jobs = new Map<string, StoredJob>();
  readonly sources = new Map<string, SourceSnapshot>();

  async create(job: TranslationJob): Promise<CreateJobOutcome> {
    const running = [...this.jobs.values()].find(
      (j) => j.project_id === job.project_id && j.slug === job.slug && j.target_language === job.target_language && j.status === 'running',
    );
    if (running !== undefined) return { kind: 'already_running', job_id: running.id };
    const lease = new Date(Date.parse(job.created_at) + JOB_LEASE_MS).toISOString();
    this.jobs.set(job.id, { ...job, claimed_by: null, lease_until: lease });
    return { kind: 'created', job };
  }

  async find(projectId: string, jobId: string): Promise<TranslationJob | null> {
    const stored = this.jobs.get(jobId);
    if (stored === undefined || stored.project_id !== projectId) return null;
    const { claimed_by: _owner, lease_until: _lease, ...job } = stored;
    return job;
  }

  async claim(projectId: string, jobId: string, owner: string, leaseUntil: string): Promise<ClaimJobOutcome> {
    const job = this.running(projectId, jobId);
    if (job === null || job.claimed_by !== null) return { kind: 'taken' };
    this.jobs.set(jobId, { ...job, claimed_by: owner, lease_until: leaseUntil });
    return { kind: 'claimed' };
  }

  async report(projectId: string, jobId: string, owner: string, progress: JobProgress, leaseUntil: string, at: string): Promise<boolean> {
    const job = this.running(projectId, jobId);
    if (job === null || job.claimed_by !== owner) return false;
    this.jobs.set(jobId, { ...job, progress: { ...progress }, lease_until: leaseUntil, updated_at: at });
    return true;
  }

  async finish(projectId: string, jobId: string, owner: string, end: JobEnd, at: string): Promise<boolean> {
    const job = this.running(projectId, jobId);
    if (job === null || job.claimed_by !== owner) return false;
    const fields =
      end.status === 'done'
        ? { status: 'done' as const, draft_id: end.draft_id, error: null, left_to_translate: [...end.left_to_translate] }
        : { status: 'failed' as const, draft_id: null, error: end.error, left_to_translate: [] };
    this.jobs.set(jobId, { ...job, ...fields, updated_at: at });
    return true;
  }

  async failStalled(projectId: string, jobId: string, now: string, error: string): Promise<boolean> {
    const job = this.running(projectId, jobId);
    if (job === null || !(job.lease_until < now)) return false;
    this.jobs.set(jobId, { ...job, status: 'failed', error, updated_at: now });
    return true;
  }

  async recordSource(snapshot: SourceSnapshot): Promise<void> {
    const key = [snapshot.project_id, snapshot.slug, snapshot.language, snapshot.revision].join('\u0000');
    if (!this.sources.has(key)) this.sources.set(key, snapshot);
  }

  async findSource(projectId: string, slug: string, language: string, revision: number): Promise<SourceSnapshot | null> {
    return this.sources.get([projectId, slug, language, revision].join('\u0000')) ?? null;
  }

  private running(projectId: string, jobId: string): StoredJob | null {
    const job = this.jobs.get(jobId);
    return job !== undefined && job.project_id === projectId && job.status === 'running' ? job : null;
  }
}

/** The translation status's read over the in-memory pages. */
export class InMemoryTranslationIndex implements TranslationIndex {
  constructor(private readonly state: InMemoryPagesState) {}

  async standings(projectId: string): Promise<DocumentStanding[]> {
    return [...this.state.docs.values()]
      .filter((doc) => doc.project_id === projectId)
      .map((doc) => ({ slug: doc.slug, language: doc.language, kind: isDraft(doc) ? 'draft' : 'live', revision: doc.revision, translation_of: doc.translation_of }));
  }
}

/**
 * A page translator that answers `[<to>] <text>` for every string field and the body, or fails
 * as told: `failAfter` segments reported (a provider that fails midway), or `hold` until released.
 */
export class FakePageTranslator implements PageTranslator {
  readonly calls: Array<{ page: PageToTranslate; from: string; to: string }> = [];
  failAfter: number | null = null;
  leftToTranslate: readonly string[] = [];
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;

  hold(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate?.();
    this.gate = null;
  }

  async translate(page: PageToTranslate, languages: { from: string; to: string }, progress?: (done: number, total: number) => void): Promise<PageTranslationOutcome> {
    this.calls.push({ page, from: languages.from, to: languages.to });
    const keys = Object.keys(page.metadata).filter((key) => typeof page.metadata[key] === 'string');
    const total = keys.length + 1;
    for (let done = 1; done <= total; done += 1) {
      if (this.failAfter !== null && done > this.failAfter) return { kind: 'failed', failure: { cause: 'unavailable', reason: 'The translation provider stopped answering' } };
      progress?.(done, total);
      if (this.gate !== null) await this.gate;
    }
    const metadata = Object.fromEntries(Object.entries(page.metadata).map(([key, value]) => [key, typeof value === 'string' ? `[${languages.to}] ${value}` : value]));
    return { kind: 'translated', page: { metadata, content: `[${languages.to}] ${page.content}`, left_to_translate: this.leftToTranslate } };
  }
}
