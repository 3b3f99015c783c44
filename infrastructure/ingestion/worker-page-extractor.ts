import { Worker } from 'node:worker_threads';
import type { PageExtractor } from '../../application/ingestion/ports.js';
import type { ExtractedPage } from '../../domain/ingestion/proposal.js';

export interface WorkerExtractionOptions {
  /** Longest one extraction may run; past it the worker is stopped and the page is unreadable. */
  readonly timeoutMs: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  readonly idleMs: number;
  /** Heap of the worker: a page that needs more fails alone, the service does not. */
  readonly maxHeapMb: number;
}

const DEFAULT_WORKER_OPTIONS: WorkerExtractionOptions = { timeoutMs: 15_000, idleMs: 30_000, maxHeapMb: 256 };

interface Job {
  readonly id: number;
  readonly html: string;
  readonly url: string;
  readonly resolve: (page: ExtractedPage | null) => void;
}

/**
 * Runs the extraction (ReadabilityPageExtractor) in a worker thread: parsing a hostile page
 * can neither block the event loop nor take the process's memory. One job at a time, in
 * order; a job over its time or memory ends the worker and answers null (the page cannot be
 * read), and the next job starts a new one.
 */
export class WorkerPageExtractor implements PageExtractor {
  private readonly queue: Job[] = [];
  private worker: { thread: Worker; ready: Promise<void> } | null = null;
  private current: { job: Job; timer: NodeJS.Timeout | null } | null = null;
  private idle: NodeJS.Timeout | null = null;
  private nextId = 0;

  constructor(
    private readonly options: WorkerExtractionOptions = DEFAULT_WORKER_OPTIONS,
    private readonly script: URL = EXTRACTION_WORKER,
  ) {}

  extract(html: string, url: string): Promise<ExtractedPage | null> {
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, html, url, resolve });
      this.pump();
    });
  }

  /** Stops the worker (the service's shutdown). */
  async close(): Promise<void> {
    if (this.idle !== null) clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) await worker.thread.terminate();
  }

  private pump(): void {
    if (this.current !== null || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.current = { job, timer: null };
    if (this.idle !== null) clearTimeout(this.idle);
    const worker = this.started();
    // The clock starts once the worker has loaded its libraries: start-up is not the page's fault.
    // A worker that fails to start ends the job through its error and exit events (fail).
    worker.ready.then(
      () => {
        if (this.current?.job !== job || this.worker !== worker) return;
        this.current.timer = setTimeout(() => this.fail(), this.options.timeoutMs);
        worker.thread.ref();
        worker.thread.postMessage({ id: job.id, html: job.html, url: job.url });
      },
      () => undefined,
    );
  }

  private started(): { thread: Worker; ready: Promise<void> } {
    if (this.worker !== null) return this.worker;
    const thread = new Worker(this.script, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb } });
    let ready!: () => void;
    let failed!: (error: unknown) => void;
    const worker = { thread, ready: new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject))) };
    thread.on('message', (message: { ready?: true; id?: number; page?: ExtractedPage | null }) => {
      if (message.ready === true) return ready();
      if (this.current !== null && message.id === this.current.job.id) this.finish(this.current.job, message.page ?? null);
    });
    // Out of memory, a crash: the job in hand cannot be read; the next one gets a new worker.
    thread.on('error', (error) => {
      failed(error);
      if (this.worker === worker) this.fail();
    });
    thread.on('exit', () => {
      failed(new Error('extraction worker exited'));
      if (this.worker === worker) this.fail();
    });
    this.worker = worker;
    return worker;
  }

  private finish(job: Job, page: ExtractedPage | null): void {
    if (this.current?.job === job) {
      if (this.current.timer !== null) clearTimeout(this.current.timer);
      this.current = null;
    }
    job.resolve(page);
    if (this.queue.length > 0) return this.pump();
    const worker = this.worker;
    if (worker === null) return;
    // Idle: the worker no longer keeps the process alive, and stops after a while.
    worker.thread.unref();
    this.idle = setTimeout(() => {
      if (this.worker === worker && this.current === null) {
        this.worker = null;
        void worker.thread.terminate();
      }
    }, this.options.idleMs);
    this.idle.unref();
  }

  /** Ends the worker and answers the job in hand as unreadable. */
  private fail(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.thread.terminate();
    if (this.current !== null) this.finish(this.current.job, null);
  }
}

/**
 * The worker's script: the compiled `.js` next to this file (in the server's bundle, the
 * worker's entry beside this chunk: tools/build-server.ts keeps them in one folder); under tsx (tests, `npm run dev`)
 * the `.ts` source, through a bootstrap that registers tsx in the worker first (a worker does
 * not inherit the parent's module hooks).
 */
function extractionWorker(): URL {
  const script = new URL(`./extraction-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);
  if (script.pathname.endsWith('.js')) return script;
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(script.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

const EXTRACTION_WORKER = extractionWorker();
