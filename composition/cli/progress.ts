import type { Progress, ProgressListener } from '../../application/shared/progress.js';

/** Where progress goes: stderr, as a terminal (redrawn in place) or as a pipe or file (lines). */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(chunk: string): unknown;
}

export interface ProgressReporter {
  readonly listener: ProgressListener;
  /** Ends the step in progress (its last state is shown or logged): call before printing results. */
  finish(): void;
}

/** A terminal is redrawn at most this often; a log gets a line per step at most this often. */
const TERMINAL_EVERY_MS = 100;
const LOG_EVERY_MS = 1000;
const BAR_WIDTH = 30;

/**
 * Progress of a long command on stderr: a bar (or a counter when the total is unknown) redrawn
 * in place on a terminal; JSON lines otherwise (a supervisor's log, CI), the first and last
 * state of every step always, and at most one line a second between them.
 */
export function progressReporter(stream: ProgressStream, now: () => number = Date.now): ProgressReporter {
  const terminal = stream.isTTY === true;
  let current: Progress | null = null;
  let shownAt = Number.NEGATIVE_INFINITY;
  let shown = true;

  const show = (progress: Progress) => {
    shownAt = now();
    shown = true;
    if (terminal) stream.write(`\r\x1b[2K${progressLine(progress)}`);
    else stream.write(`${JSON.stringify({ time: new Date(shownAt).toISOString(), msg: 'progress', ...progress })}\n`);
  };
  const endStep = () => {
    if (current === null) return;
    if (!shown) show(current);
    if (terminal) stream.write('\n');
    current = null;
  };

  return {
    listener: (progress) => {
      const newStep = current?.step !== progress.step;
      if (newStep) endStep();
      current = progress;
      shown = false;
      const complete = progress.total !== undefined && progress.done >= progress.total;
      if (newStep || complete || now() - shownAt >= (terminal ? TERMINAL_EVERY_MS : LOG_EVERY_MS)) show(progress);
    },
    finish: endStep,
  };
}

/** `pages [#########---------]  45% 450/1000`, or `images 12` without a total. */
export function progressLine({ step, done, total, unit }: Progress): string {
  const amount = (n: number) => (unit === 'bytes' ? megabytes(n) : String(n));
  if (total === undefined) return `${step} ${amount(done)}${unit === undefined || unit === 'bytes' ? '' : ` ${unit}`}`;
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * BAR_WIDTH);
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  const counts = unit === 'bytes' ? `${megabytes(done)}/${megabytes(total)}` : `${done}/${total}${unit === undefined ? '' : ` ${unit}`}`;
  return `${step} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent} ${counts}`;
}

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
