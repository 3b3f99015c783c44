import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

interface LoadRequest {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface Scenario {
  readonly name: string;
  /** Requests cycled through by every connection. */
  readonly requests: readonly LoadRequest[];
  readonly connections?: number;
  /** The status every response must have; anything else is counted as an error. */
  readonly expectStatus?: number;
  /** What the baseline answers in this scenario's pairs: its JSON route unless said otherwise (see baseline-server.mjs). */
  readonly baseline?: { readonly name: string; readonly request: LoadRequest };
  /** The figure of the targets table this scenario measures (see targets.ts), if any. */
  readonly figure?: ScenarioFigure;
}

/** Scenarios the targets table reads its figures from. */
export type ScenarioFigure = 'autosave' | 'page-read' | 'page-read-same-bytes' | 'rest-read-key' | 'mcp-read-key' | 'mcp-read-oauth' | 'deployed-page';

/** A one-shot timing (an operation too heavy to load-test): how long it took, for how many units of work. */
export interface Timing {
  readonly name: string;
  readonly ms: number;
  readonly units: number;
}

/**
 * A markdown table of timings, with the time per unit and how it grew from the previous row of
 * the same operation (1.0 per unit: linear).
 */
export function timingReport(timings: readonly Timing[]): string {
  const header = '| operation | ms | units | ms per unit | per-unit growth vs the smaller run |\n|---|---:|---:|---:|---:|';
  const lines = timings.map((timing) => {
    const operation = timing.name.split(',')[0];
    const smaller = timings.find((t) => t !== timing && t.name.split(',')[0] === operation && t.units < timing.units);
    const growth = smaller === undefined ? '' : `${(timing.ms / timing.units / (smaller.ms / smaller.units)).toFixed(2)}x`;
    return `| ${timing.name} | ${timing.ms.toFixed(0)} | ${timing.units} | ${(timing.ms / timing.units).toFixed(2)} | ${growth} |`;
  });
  return [header, ...lines].join('\n');
}

export interface Measurement {
  readonly name: string;
  readonly requestsPerSecond: number;
  /** CPU time (user + system) the server process spent per answered request, in ms. */
  readonly cpuMsPerRequest: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly peakRssMb: number;
  readonly errors: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** CPU time a process has used so far (user + system), in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Resident set size of a process, in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export async function waitUntilUp(url: string, timeoutMs = 20_000, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not come up`);
}

const WARM_UP_SECONDS = 2;

/**
 * Loads `baseUrl` with the scenario for `seconds`, sampling the server's RSS meanwhile. A short
 * unrecorded warm-up first, so every scenario (the baseline too) is measured with a warm JIT.
 */
export async function measure(baseUrl: string, server: ChildProcess, scenario: Scenario, seconds: number): Promise<Measurement> {
  await autocannon({
    url: baseUrl,
    connections: scenario.connections ?? 32,
    duration: WARM_UP_SECONDS,
    requests: scenario.requests.map((r) => ({ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body })),
  });
  let peak = rssMb(server.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100);
  let unexpected = 0;
  const cpuBefore = cpuMs(server.pid!);
  const result = await autocannon({
    url: baseUrl,
    connections: scenario.connections ?? 32,
    duration: seconds,
    requests: scenario.requests.map((r) => ({ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body })),
    setupClient: (client) => {
      client.on('response', (status) => {
        if (scenario.expectStatus !== undefined && status !== scenario.expectStatus) unexpected += 1;
      });
    },
  });
  const cpu = cpuMs(server.pid!) - cpuBefore;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid!));
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    peakRssMb: peak,
    errors: result.errors + result.timeouts + result.non2xx + unexpected,
  };
}

export function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout?.resume();
  return child;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type Pair = { readonly scenario: Measurement; readonly baseline: Measurement };

/**
 * A markdown table, one row per scenario over its rounds: medians of its requests/s, of the
 * baseline run just before each of its runs, of the ratio of each such pair, of the latencies;
 * the highest RSS seen.
 */
export function report(scenarios: ReadonlyArray<readonly Pair[]>): string {
  const header =
    '| scenario | req/s | baseline req/s | vs baseline (median of pairs) | ratios per round | CPU ms/req | baseline CPU ms/req | p50 ms | p99 ms | peak RSS MB | errors |\n|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|';
  const lines = scenarios.map((pairs) => {
    const ratios = pairs.map((p) => (100 * p.scenario.requestsPerSecond) / p.baseline.requestsPerSecond);
    return [
      pairs[0]!.scenario.name,
      median(pairs.map((p) => p.scenario.requestsPerSecond)).toFixed(0),
      median(pairs.map((p) => p.baseline.requestsPerSecond)).toFixed(0),
      `${median(ratios).toFixed(0)}%`,
      ratios.map((r) => `${r.toFixed(0)}%`).join(' '),
      median(pairs.map((p) => p.scenario.cpuMsPerRequest)).toFixed(3),
      median(pairs.map((p) => p.baseline.cpuMsPerRequest)).toFixed(3),
      median(pairs.map((p) => p.scenario.p50Ms)),
      median(pairs.map((p) => p.scenario.p99Ms)),
      Math.max(...pairs.map((p) => p.scenario.peakRssMb)).toFixed(0),
      pairs.reduce((sum, p) => sum + p.scenario.errors, 0),
    ].join(' | ');
  });
  return [header, ...lines.map((line) => `| ${line} |`)].join('\n');
}
