import type { PageExtractor } from '../../application/ingestion/ports.js';
import type { ExtractedPage } from '../../domain/ingestion/proposal.js';
import { WorkerJobs, workerScript, type WorkerJobsOptions } from '../system/worker-jobs.js';

const DEFAULT_WORKER_OPTIONS: WorkerJobsOptions = { timeoutMs: 15_000, idleMs: 30_000, maxHeapMb: 256 };

/** What the extraction worker (extraction-worker.ts) is given: a page and its address. */
export interface ExtractionJob {
  readonly html: string;
  readonly url: string;
}

/**
 * Runs the extraction (ReadabilityPageExtractor) in a worker thread: parsing a hostile page
 * can neither block the event loop nor take the process's memory. A page over its time or
 * memory cannot be read (null), and the next one gets a new worker (WorkerJobs).
 */
export class WorkerPageExtractor implements PageExtractor {
  private readonly jobs: WorkerJobs<ExtractionJob, ExtractedPage | null>;

  constructor(options: WorkerJobsOptions = DEFAULT_WORKER_OPTIONS, script: URL = workerScript('extraction-worker', import.meta.url)) {
    this.jobs = new WorkerJobs(script, options);
  }

  extract(html: string, url: string): Promise<ExtractedPage | null> {
    return this.jobs.run({ html, url });
  }

  /** Stops the worker (the service's shutdown). */
  close(): Promise<void> {
    return this.jobs.close();
  }
}
