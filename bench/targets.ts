import { median, type Pair, type Scenario, type ScenarioFigure } from './harness.js';

/** One row of issue 23's targets table, as measured in this run. */
export interface Figure {
  readonly figure: string;
  /** The measured value in `unit`. */
  readonly value: number;
  readonly unit: 'ratio' | 'MB' | 'ms';
  /** What the same thing measured on bare Koa in this run was (for the absolute figures). */
  readonly bareKoa?: number;
  readonly target: string;
  /** Null where this run alone cannot tell (a comparison with an older build). */
  readonly met: boolean | null;
}

/** What the start-up timing measured: the service and bare Koa, each started a few times. */
export interface StartUp {
  readonly serviceMs: number;
  readonly bareKoaMs: number;
}

type Measured = ReadonlyMap<Scenario, readonly Pair[]>;

const pairsOf = (measured: Measured, figure: ScenarioFigure): readonly Pair[] | undefined =>
  [...measured].find(([scenario]) => scenario.figure === figure)?.[1];

/** The median over rounds of the scenario's requests/s as a share of its baseline's in the same round. */
const ratioOf = (pairs: readonly Pair[]): number => median(pairs.map((p) => p.scenario.requestsPerSecond / p.baseline.requestsPerSecond));

/**
 * One scenario against another (MCP against REST): the quotient of their baseline ratios in each
 * round, so that the machine's drift between the two measurements cancels out; the median.
 */
function ratioBetween(subject: readonly Pair[], reference: readonly Pair[]): number {
  const rounds = Math.min(subject.length, reference.length);
  return median(Array.from({ length: rounds }, (_, i) => ratioOf([subject[i]!]) / ratioOf([reference[i]!])));
}

/** Issue 35's read target as a multiple of bare Koa: 0.05 ms of CPU where bare Koa took 0.023 ms. */
const READ_CPU_MULTIPLE = 0.05 / 0.023;

/** A scenario's median CPU per request, bare Koa's beside it; its target and verdict are said from the multiple of bare Koa's. */
function cpuFigure(figure: string, pairs: readonly Pair[], target: (multiple: number) => string, met: (multiple: number) => boolean | null): Figure {
  const value = median(pairs.map((p) => p.scenario.cpuMsPerRequest));
  const bareKoa = median(pairs.map((p) => p.baseline.cpuMsPerRequest));
  return { figure, value, unit: 'ms', bareKoa, target: target(value / bareKoa), met: met(value / bareKoa) };
}

const atLeast = (figure: string, value: number, target: number): Figure => ({
  figure,
  value,
  unit: 'ratio',
  target: `>= ${target.toFixed(2)}`,
  met: value >= target,
});

/**
 * The figures of issue 23's targets table that this run measured (a scenario left out by
 * BENCH_ONLY leaves its figure out). Every throughput figure is a ratio of requests/s measured
 * in the same run; the memory and start-up figures are absolute, with bare Koa's beside them.
 */
export function targetFigures(measured: Measured, startUp: StartUp | null): Figure[] {
  const figures: Figure[] = [];
  const all = [...measured.values()].flat();
  if (all.length > 0) {
    const peak = Math.max(...all.map((p) => p.scenario.peakRssMb));
    const bare = Math.max(...all.map((p) => p.baseline.peakRssMb));
    figures.push({ figure: 'peak RSS under the bench', value: peak, unit: 'MB', bareKoa: bare, target: '< 180 MB', met: peak < 180 });
  }
  if (startUp !== null) {
    figures.push({
      figure: 'start-up to first 200 on an existing store',
      value: startUp.serviceMs,
      unit: 'ms',
      bareKoa: startUp.bareKoaMs,
      target: '<= 600 ms',
      met: startUp.serviceMs <= 600,
    });
  }
  const autosave = pairsOf(measured, 'autosave');
  if (autosave !== undefined) {
    // The issue compares with the build before the route table, which this run cannot start: the
    // row gives the CPU per request and its multiple of bare Koa's, which docs/performance.md compares.
    figures.push(
      cpuFigure(
        'autosave CPU per request (ms)',
        autosave,
        () => 'no more than before the route table (docs/performance.md)',
        () => null,
      ),
    );
  }
  const pageRead = pairsOf(measured, 'page-read');
  if (pageRead !== undefined) {
    // Issue 35 asks for 0.05 ms where its machine's bare Koa took 0.023 ms: read here as a
    // multiple of bare Koa's in the same run (at most 0.05 / 0.023), since this machine's own
    // speed moves bare Koa's figure by half and more between runs.
    figures.push(
      cpuFigure(
        'authenticated page read CPU per request (ms)',
        pageRead,
        (multiple) => `<= 0.05 ms against bare Koa's 0.023: <= ${READ_CPU_MULTIPLE.toFixed(2)} × bare Koa's (here ${multiple.toFixed(2)} ×)`,
        (multiple) => multiple <= READ_CPU_MULTIPLE,
      ),
    );
    figures.push(atLeast('authenticated page read / bare Koa', ratioOf(pageRead), 0.5));
  }
  const sameBytes = pairsOf(measured, 'page-read-same-bytes');
  if (sameBytes !== undefined) figures.push(atLeast('authenticated page read / bare Koa sending the same JSON', ratioOf(sameBytes), 0.5));
  if (autosave !== undefined) figures.push(atLeast('autosave / bare Koa 4 KB POST', ratioOf(autosave), 0.45));
  const [rest, mcpKey, mcpOAuth] = (['rest-read-key', 'mcp-read-key', 'mcp-read-oauth'] as const).map((figure) => pairsOf(measured, figure));
  if (rest !== undefined && mcpKey !== undefined) figures.push(atLeast('MCP get_page / REST read with the same key', ratioBetween(mcpKey, rest), 0.7));
  if (mcpKey !== undefined && mcpOAuth !== undefined) figures.push(atLeast('MCP with an OAuth token / with an API key', ratioBetween(mcpOAuth, mcpKey), 0.95));
  const deployed = pairsOf(measured, 'deployed-page');
  if (deployed !== undefined) figures.push(atLeast('deployed page / bare Koa serving the same bytes', ratioOf(deployed), 0.8));
  return figures;
}

export function figuresReport(figures: readonly Figure[]): string {
  const header = '| figure | measured | bare Koa | target | met |\n|---|---:|---:|---|---|';
  const format = (value: number, unit: Figure['unit']) =>
    unit === 'ratio' ? value.toFixed(2) : unit === 'MB' ? `${value.toFixed(0)} MB` : `${value.toFixed(unit === 'ms' && value < 10 ? 3 : 0)} ms`;
  const lines = figures.map(
    (f) =>
      `| ${f.figure} | ${format(f.value, f.unit)} | ${f.bareKoa === undefined ? '' : format(f.bareKoa, f.unit)} | ${f.target} | ${f.met === null ? 'see docs' : f.met ? 'yes' : 'no'} |`,
  );
  return [header, ...lines].join('\n');
}
