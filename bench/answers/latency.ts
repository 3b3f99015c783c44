import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import { ExecuteTool } from '../../application/live/execute-tool.js';
import { authenticated } from '../../application/live/live-caller.js';
import { CreateProject } from '../../application/projects/create-project.js';
import { UpdateModules } from '../../application/projects/update-modules.js';
import { SearchPages } from '../../application/search/search-pages.js';
import type { UserActor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import type { SqliteDatabase } from '../../infrastructure/sqlite/database.js';
import { Corpus, type CorpusPage } from '../scale/corpus.js';
import { measure, type Stats } from '../scale/measure.js';
import { seedPages } from '../scale/seed.js';
import type { QuestionSet } from './question-set.js';

const ok = <T>(result: E.Either<AppError, T>): T => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

/** bench:scale's synthetic pages, with every site of the question sets among them (the first pages seeded). */
class CorpusWithSites extends Corpus {
  constructor(private readonly sites: readonly CorpusPage[]) {
    super();
  }

  override page(index: number, needle?: string): CorpusPage {
    return this.sites[index] ?? super.page(index, needle);
  }
}

export interface LatencyFigure {
  readonly operation: string;
  readonly size: number;
  readonly stats: Stats;
}

export interface LatencyRun {
  readonly container: Container;
  readonly db: SqliteDatabase;
  /** The running service's address and a token of `owner`, for the HTTP measurements. */
  readonly url: string;
  readonly token: string;
  readonly owner: UserActor;
  readonly sets: readonly QuestionSet[];
  readonly samples: number;
}

/** Every question of every set, the languages taking turns, so consecutive samples differ. */
function questionMix(sets: readonly QuestionSet[]): string[] {
  const longest = Math.max(...sets.map((set) => set.questions.length));
  return Array.from({ length: longest }, (_, i) => sets.flatMap((set) => (set.questions[i] === undefined ? [] : [set.questions[i][0]]))).flat();
}

/**
 * A project of `size` live pages (the sets' sites and bench:scale's synthetic pages, seeded
 * straight into the store as bench:scale does), then the sets' questions through `ask` and
 * through the search, over HTTP and in process, measured as bench:scale measures.
 */
export async function measureAtSize(run: LatencyRun, size: number, log: (line: string) => void): Promise<LatencyFigure[]> {
  const { container, owner } = run;
  const { id: projectId } = ok(await container.get(CreateProject).execute(owner, { name: `Answers at ${size}` }));
  ok(await container.get(UpdateModules).execute(owner, { projectId, voice: true }));
  const sites = run.sets.flatMap((set) => set.pages.map((page) => ({ ...page, slug: `${set.language}-${page.slug}`, language: set.language })));
  const seeding = performance.now();
  await seedPages(run.db, new CorpusWithSites(sites), projectId, size);
  log(`  seeded ${size.toLocaleString('en')} pages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const questions = questionMix(run.sets);
  const question = (i: number) => questions[i % questions.length]!;
  const http = async (path: string, init: RequestInit = {}) => {
    const headers = { authorization: `Bearer ${run.token}`, 'content-type': 'application/json', 'x-project-id': projectId };
    const response = await fetch(`${run.url}${path}`, { headers, ...init });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  };
  const askBody = (i: number) => JSON.stringify({ tool_name: 'ask', args: { question: question(i) } });
  const execute = container.get(ExecuteTool);
  const search = container.get(SearchPages);
  const operations: ReadonlyArray<readonly [string, (i: number) => Promise<unknown>]> = [
    ['ask: HTTP POST /api/live/tools/execute', (i) => http('/api/live/tools/execute', { method: 'POST', body: askBody(i) })],
    ['search: HTTP GET /api/projects/:projectId/search', (i) => http(`/api/projects/${projectId}/search?q=${encodeURIComponent(question(i))}`)],
    ['ask: in process (ExecuteTool)', (i) => execute.execute(authenticated(owner), { projectId, tool_name: 'ask', args: { question: question(i) } }).then(ok)],
    ['search: in process (SearchPages)', (i) => search.execute(owner, { projectId, q: question(i) }).then(ok)],
  ];
  const figures: LatencyFigure[] = [];
  for (const [operation, call] of operations) figures.push({ operation, size, stats: await measure(run.samples, call) });
  if (process.env.BENCH_ANSWERS_VERBOSE === '1') log(await slowest(questions, (q) => search.execute(owner, { projectId, q }).then(ok)));
  return figures;
}

/** The questions the search takes longest over, each timed once (BENCH_ANSWERS_VERBOSE=1): where a p99 comes from. */
async function slowest(questions: readonly string[], run: (question: string) => Promise<unknown>): Promise<string> {
  const timed: Array<readonly [string, number]> = [];
  for (const question of questions) {
    const started = performance.now();
    await run(question);
    timed.push([question, performance.now() - started]);
  }
  timed.sort((a, b) => b[1] - a[1]);
  return ['  slowest searches:', ...timed.slice(0, 10).map(([question, took]) => `    ${took.toFixed(1)} ms  "${question}"`)].join('\n');
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

/** One line per operation: p50 / p99 per size, the largest size's p99 over the smallest's, CPU p99 and the event loop's worst delay. */
export function latencyTable(figures: readonly LatencyFigure[], sizes: readonly number[]): string {
  const names = sizes.map((size) => size.toLocaleString('en'));
  const operations = [...new Set(figures.map((f) => f.operation))];
  const lines = operations.map((operation) => {
    const stats = sizes.map((size) => figures.find((f) => f.operation === operation && f.size === size)!.stats);
    return (
      `| ${operation} | ${stats.map((s) => `${ms(s.p50)} / ${ms(s.p99)}`).join(' | ')} | ${(stats.at(-1)!.p99 / stats[0]!.p99).toFixed(2)} | ` +
      `${stats.map((s) => ms(s.cpuP99)).join(' / ')} | ${stats.map((s) => ms(s.loopDelay)).join(' / ')} |`
    );
  });
  return [
    `| operation | ${names.map((n) => `${n} pages: p50 / p99 ms`).join(' | ')} | p99 ${names.at(-1)} ÷ ${names[0]} | CPU p99 ms (${names.join(' / ')}) | event-loop worst delay ms (${names.join(' / ')}) |`,
    `|---|${sizes.map(() => '---:|').join('')}---:|---:|---:|`,
    ...lines,
  ].join('\n');
}
