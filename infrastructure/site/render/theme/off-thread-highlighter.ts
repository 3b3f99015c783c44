import { WorkerJobs, workerScript } from '../../../system/worker-jobs.js';

/** A fenced code block of a page, and the language its fence names. */
export interface CodeBlock {
  readonly code: string;
  readonly language: string;
}

/** What the highlighting worker is given: the blocks of one page (in the budget). */
export interface HighlightJob {
  readonly blocks: readonly CodeBlock[];
}

export interface HighlightBudget {
  /** Longest the highlighting of one page may take in the worker (and, before that, wait for it). */
  readonly timeMs: number;
  /** Longest block highlighted, in characters; a longer one stays plain. */
  readonly blockChars: number;
  /** Most code of one page highlighted, in characters: blocks past it stay plain. */
  readonly pageChars: number;
}

/**
 * Highlighting a block costs about 20 ms per KB of JavaScript on a busy machine (more for its
 * grammar's first use): a page within these budgets is highlighted in a few seconds at worst.
 */
const BUDGET: HighlightBudget = { timeMs: 10_000, blockChars: 64 * 1024, pageChars: 256 * 1024 };

/**
 * Code highlighting off the event loop (issue 29: one preview of a 1 MB code block held the
 * whole service for 18 s): a worker thread, started on the first page with code and reused,
 * highlights a page's blocks while the service goes on answering. Within a time and a size
 * budget; a block past either stays plain (null: the same markup without colours), and so does
 * every block of a page whose highlighting fails.
 */
export class OffThreadHighlighter {
  private readonly jobs: WorkerJobs<HighlightJob, ReadonlyArray<string | null>>;

  constructor(
    private readonly budget: HighlightBudget = BUDGET,
    script: URL = workerScript('highlight-worker', import.meta.url),
  ) {
    this.jobs = new WorkerJobs(script, { timeoutMs: budget.timeMs, maxWaitMs: budget.timeMs, idleMs: 60_000, maxHeapMb: 256 });
  }

  /** Each block's highlighted lines (the inside of `<code>`), or null to show it plain. */
  async highlight(blocks: readonly CodeBlock[]): Promise<Array<string | null>> {
    const answers: Array<string | null> = blocks.map(() => null);
    const chosen: number[] = [];
    let chars = 0;
    blocks.forEach((block, i) => {
      if (block.code.length > this.budget.blockChars || chars + block.code.length > this.budget.pageChars) return;
      chosen.push(i);
      chars += block.code.length;
    });
    if (chosen.length === 0) return answers;
    const highlighted = await this.jobs.run({ blocks: chosen.map((i) => blocks[i]!) });
    chosen.forEach((i, k) => (answers[i] = highlighted?.[k] ?? null));
    return answers;
  }

  /** Stops the worker. */
  close(): Promise<void> {
    return this.jobs.close();
  }
}
