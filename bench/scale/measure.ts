import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Stats {
  readonly p50: number;
  readonly p99: number;
  /** CPU time of the process per call: what the code costs, whatever else the machine runs. */
  readonly cpuP99: number;
  /** The longest any one call kept the CPU: how long it held the event loop, short of preemption. */
  readonly cpuMax: number;
  /** The event loop's worst delay during the run, in ms (wall clock: preemption by other processes counts). */
  readonly loopDelay: number;
  readonly samples: number;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Runs `operation` `samples` times after a short warm-up, one at a time with a turn of the
 * event loop between calls (as requests arrive), timing each by the wall clock and by the
 * process's CPU time. The event-loop delay histogram runs meanwhile at 1 ms resolution.
 */
export async function measure(samples: number, operation: (i: number) => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < Math.min(10, samples); i++) await operation(i);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const times: number[] = [];
  const cpu: number[] = [];
  histogram.enable();
  for (let i = 0; i < samples; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await operation(i + 10);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  histogram.disable();
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), cpuP99: percentile(cpu, 99), cpuMax: cpu.at(-1)!, loopDelay: histogram.max / 1e6, samples };
}
