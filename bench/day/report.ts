import { percentile, type Recorder } from './client.js';
import type { ResourceSample } from './instances.js';
import { P99_TARGETS_MS } from './mix.js';

/** One operation's figures over a span of minutes. */
export interface OperationFigures {
  readonly operation: string;
  readonly count: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly targetP99: number | null;
  readonly errors: number;
  readonly errorExamples: readonly string[];
}

export function operationFigures(recorder: Recorder, seconds: number, from = 0, to = Number.POSITIVE_INFINITY): OperationFigures[] {
  const operations = new Set([...recorder.samples.keys(), ...recorder.errors.keys()]);
  return [...operations].sort().map((operation) => {
    const sorted = recorder.latencies(operation, from, to).sort((a, b) => a - b);
    return {
      operation,
      count: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      targetP99: P99_TARGETS_MS[operation] ?? null,
      errors: recorder.errors.get(operation) ?? 0,
      errorExamples: [...(recorder.errorExamples.get(operation) ?? [])],
    };
  });
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

export function operationTable(figures: readonly OperationFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.operation} | ${f.count} | ${f.perSecond.toFixed(1)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.targetP99 ?? '–'} | ${f.errors}${f.errorExamples.length > 0 ? ` (${f.errorExamples[0]!.replaceAll('|', '/').slice(0, 80)})` : ''} |`,
  );
  return ['| operation | requests | per second | p50 ms | p99 ms | p99 target | errors |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** CPU (share of one core) and RSS of each instance and of the load generator, every `stepSeconds`. */
export function resourceTable(samples: readonly ResourceSample[], stepSeconds = 30): string {
  const shown = samples.filter((s, i) => i === samples.length - 1 || s.second % stepSeconds < 5);
  const instances = samples[0]?.cpu.length ?? 0;
  const header = `| s | ${Array.from({ length: instances }, (_, i) => `#${i + 1} CPU | #${i + 1} RSS MB`).join(' | ')} | load generator CPU |`;
  const rows = shown.map(
    (s) => `| ${s.second} | ${s.cpu.map((c, i) => `${c.toFixed(2)} | ${s.rssMb[i]!.toFixed(0)}`).join(' | ')} | ${s.loadGeneratorCpu.toFixed(2)} |`,
  );
  return [header, `|${'---|'.repeat(2 + instances * 2)}`, ...rows].join('\n');
}

/** Mean of each sample's total CPU over the instances: how much of the two cores the service used. */
export const meanServiceCpu = (samples: readonly ResourceSample[]) =>
  samples.length === 0 ? Number.NaN : samples.reduce((sum, s) => sum + s.cpu.reduce((a, b) => a + b, 0), 0) / samples.length;

export const meanLoadGeneratorCpu = (samples: readonly ResourceSample[]) =>
  samples.length === 0 ? Number.NaN : samples.reduce((sum, s) => sum + s.loadGeneratorCpu, 0) / samples.length;

/** Total RSS of the instances at the sample nearest `second`. */
export function rssAt(samples: readonly ResourceSample[], second: number): number {
  const nearest = samples.reduce<ResourceSample | null>(
    (best, s) => (best === null || Math.abs(s.second - second) < Math.abs(best.second - second) ? s : best),
    null,
  );
  return nearest === null ? Number.NaN : nearest.rssMb.reduce((a, b) => a + b, 0);
}
