import { type Agent, request, type IncomingMessage } from 'node:http';

/** One running instance of the service, as the load generator reaches it. */
export interface Instance {
  readonly url: string;
  /** Keep-alive connections of the load generator to this instance (closed loops reuse them). */
  readonly agent: Agent;
}

export interface Answer {
  readonly status: number;
  readonly body: string;
}

/**
 * A request through `node:http` with a keep-alive agent: fetch would not send a Host header of
 * our choosing (the site's own host), and costs the load generator more CPU per request.
 */
export function send(instance: Instance, method: string, path: string, headers: Readonly<Record<string, string>> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, instance.url);
    const sent = request(
      url,
      { method, agent: instance.agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Latencies and errors per operation, kept per minute so a soak can compare its first minutes with its last. */
export class Recorder {
  private readonly started = performance.now();
  /** operation → minute → latencies in ms. */
  readonly samples = new Map<string, number[][]>();
  readonly errors = new Map<string, number>();
  /** The first few distinct error lines per operation, to say what failed. */
  readonly errorExamples = new Map<string, Set<string>>();

  minuteNow(): number {
    return Math.floor((performance.now() - this.started) / 60_000);
  }

  /** Times `run`; a thrown error or an unexpected status counts as an error of `operation`. */
  async time(operation: string, run: () => Promise<Answer>, expect: (status: number) => boolean = (s) => s >= 200 && s < 300): Promise<Answer | null> {
    const at = performance.now();
    try {
      const answer = await run();
      if (!expect(answer.status)) {
        this.fail(operation, `${answer.status} ${answer.body.slice(0, 160)}`);
        return null;
      }
      this.record(operation, performance.now() - at);
      return answer;
    } catch (error) {
      this.fail(operation, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  record(operation: string, ms: number): void {
    const minutes = this.samples.get(operation) ?? [];
    this.samples.set(operation, minutes);
    const minute = this.minuteNow();
    while (minutes.length <= minute) minutes.push([]);
    minutes[minute]!.push(ms);
  }

  fail(operation: string, why: string): void {
    this.errors.set(operation, (this.errors.get(operation) ?? 0) + 1);
    const examples = this.errorExamples.get(operation) ?? new Set();
    if (examples.size < 3) examples.add(why);
    this.errorExamples.set(operation, examples);
  }

  /** Every latency of `operation` in minutes [from, to). */
  latencies(operation: string, from = 0, to = Number.POSITIVE_INFINITY): number[] {
    return (this.samples.get(operation) ?? []).slice(from, to).flat();
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
