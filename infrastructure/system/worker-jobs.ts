import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

export interface WorkerJobsOptions {
  /** Longest one job may run once the worker has started it; past it the worker is stopped and the job answers null. */
  readonly timeoutMs: number;
  /** Longest a job may wait for the worker to start it; past it the job answers null without running. None: it waits its turn. */
  readonly maxWaitMs?: number | undefined;
  /** An idle worker is stopped after this long, giving its memory back. */
  readonly idleMs: number;
  /** Heap of the worker: a job that needs more fails alone, the service does not. */
  readonly maxHeapMb: number;
}

interface Job<In, Out> {
  readonly id: number;
  readonly input: In;
  readonly resolve: (output: Out | null) => void;
  waiting: NodeJS.Timeout | null;
}

interface Thread {
  readonly thread: Worker;
  readonly ready: Promise<void>;
}

/**
 * Runs jobs in a worker thread, started on the first job and kept for the next ones: work that a
 * hostile input can make long (parsing a page, highlighting code) neither blocks the event loop
 * nor takes the process's memory. One job at a time, in order; a job over its time or memory
 * ends the worker and answers null, and the next job starts a new one. The script answers each
 * `{ id, input }` message with `{ id, output }` (see `answerJobs`), after `{ ready: true }`.
 */
export class WorkerJobs<In, Out> {
  private readonly queue: Job<In, Out>[] = [];
  private worker: Thread | null = null;
  private current: { job: Job<In, Out>; timer: NodeJS.Timeout | null } | null = null;
  private idle: NodeJS.Timeout | null = null;
  private nextId = 0;

  constructor(
    private readonly script: URL,
    private readonly options: WorkerJobsOptions,
  ) {}

  /** The job's output; null when it ran out of time or memory, waited too long, or the worker failed. */
  run(input: In): Promise<Out | null> {
    return new Promise((resolve) => {
      const job: Job<In, Out> = { id: this.nextId++, input, resolve, waiting: null };
      const { maxWaitMs } = this.options;
      if (maxWaitMs !== undefined) {
        job.waiting = setTimeout(() => {
          const at = this.queue.indexOf(job);
          if (at === -1) return;
          this.queue.splice(at, 1);
          resolve(null);
        }, maxWaitMs);
      }
      this.queue.push(job);
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
    if (job.waiting !== null) clearTimeout(job.waiting);
    this.current = { job, timer: null };
    if (this.idle !== null) clearTimeout(this.idle);
    const worker = this.started();
    // The clock starts once the worker has loaded its libraries: start-up is not the job's fault.
    // A worker that fails to start ends the job through its error and exit events (fail).
    worker.ready.then(
      () => {
        if (this.current?.job !== job || this.worker !== worker) return;
        this.current.timer = setTimeout(() => this.fail(), this.options.timeoutMs);
        worker.thread.ref();
        worker.thread.postMessage({ id: job.id, input: job.input });
      },
      () => undefined,
    );
  }

  private started(): Thread {
    if (this.worker !== null) return this.worker;
    const thread = new Worker(this.script, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb } });
    let ready!: () => void;
    let failed!: (error: unknown) => void;
    const worker = { thread, ready: new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject))) };
    thread.on('message', (message: { ready?: true; id?: number; output?: Out | null }) => {
      if (message.ready === true) return ready();
      if (this.current !== null && message.id === this.current.job.id) this.finish(this.current.job, message.output ?? null);
    });
    // Out of memory, a crash: the job in hand fails; the next one gets a new worker.
    thread.on('error', (error) => {
      failed(error);
      if (this.worker === worker) this.fail();
    });
    thread.on('exit', () => {
      failed(new Error('worker exited'));
      if (this.worker === worker) this.fail();
    });
    this.worker = worker;
    return worker;
  }

  private finish(job: Job<In, Out>, output: Out | null): void {
    if (this.current?.job === job) {
      if (this.current.timer !== null) clearTimeout(this.current.timer);
      this.current = null;
    }
    job.resolve(output);
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

  /** Ends the worker and answers the job in hand with null. */
  private fail(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.thread.terminate();
    if (this.current !== null) this.finish(this.current.job, null);
  }
}

/**
 * The script of a worker beside the module asking (`moduleUrl`: its `import.meta.url`): the
 * compiled `.js` (in the server's bundle, the worker's entry beside the chunk asking:
 * tools/build-server.ts keeps them in one folder); under tsx (tests, `npm run dev`) the `.ts`
 * source, through a bootstrap that registers tsx in the worker first (a worker does not inherit
 * the parent's module hooks).
 */
export function workerScript(name: string, moduleUrl: string): URL {
  const script = new URL(`./${name}.${moduleUrl.endsWith('.ts') ? 'ts' : 'js'}`, moduleUrl);
  if (script.pathname.endsWith('.js')) return script;
  const bootstrap = `import { register } from ${JSON.stringify(tsxEsmApi())}; register(); await import(${JSON.stringify(script.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

/**
 * tsx's ESM API (`tsx/esm/api`, its `import` condition), found through `require`: this module may
 * itself run as CommonJS under a test runner, where `import.meta.resolve` does not exist.
 */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  return new URL(exports['./esm/api']!.import.default, pathToFileURL(manifest)).href;
}

/**
 * The worker's side: answers each job with `work`'s output (a job that throws answers null),
 * after saying it is ready, once `prepare` (loading what every job needs) is done: the jobs'
 * time starts then.
 */
export function answerJobs<In, Out>(work: (input: In) => Out | Promise<Out>, prepare: () => Promise<unknown> = async () => undefined): void {
  const port = parentPort;
  if (port === null) throw new Error('this script runs as a worker thread');
  port.on('message', (job: { id: number; input: In }) => {
    void (async () => {
      let output: Out | null = null;
      try {
        output = await work(job.input);
      } catch {
        // What cannot be done answers null: the caller falls back.
      }
      port.postMessage({ id: job.id, output });
    })();
  });
  // Ready even when preparing failed: each job then fails on its own (answering null), rather than waiting for ever.
  void prepare()
    .catch(() => undefined)
    .then(() => port.postMessage({ ready: true }));
}
