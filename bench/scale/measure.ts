import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Stats {
  readonly p50: number;
  readonly p99: number;
  /** The longest the event loop was held during the run, in ms. */
  readonly loopDelay: number;
  readonly samples: number;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Runs `operation` `samples` times after a short warm-up, one at a time with a turn of the
 * event loop between calls (as requests arrive), timing each. The event-loop delay histogram
 * runs meanwhile at 1 ms resolution: its maximum is the longest any one call held the loop.
 */
export async function measure(samples: number, operation: (i: number) => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < Math.min(10, samples); i++) await operation(i);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const times: number[] = [];
  histogram.enable();
  for (let i = 0; i < samples; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    await operation(i + 10);
    times.push(performance.now() - started);
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  histogram.disable();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), loopDelay: histogram.max / 1e6, samples };
}
