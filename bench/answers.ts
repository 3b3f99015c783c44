import 'reflect-metadata';
import * as E from 'fp-ts/lib/Either.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserActor } from '../domain/identity/actor.js';
import { loadConfig } from '../composition/config.js';
import { startServer } from '../composition/server.js';
import { mintDevToken } from '../infrastructure/auth/dev-issuer.js';
import { SearchBackfill } from '../infrastructure/search/index-build.js';
import { latencyTable, measureAtSize, type LatencyFigure } from './answers/latency.js';
import { missList, publishSite, qualityTable, scoreSet, type Call, type LanguageScore } from './answers/quality.js';
import { HELD_OUT_SETS } from './answers/heldout/sets.js';
import type { QuestionSet } from './answers/question-set.js';
import { QUESTION_SETS } from './answers/sets.js';

/**
 * `npm run bench:answers`: how well `ask` finds the page that answers a visitor's question, and
 * how fast the search is. The service runs in this process on a temporary DATA_DIR. Each
 * language's site (bench/answers/<language>/, or bench/answers/heldout/<language>/ with
 * ANSWERS_SETS=heldout) is published in a project of its own through the HTTP API and every
 * question asked through the live agent's tool; the figures are hit@1 and hit@3 per language
 * (the answering page quoted first, among the first three), and how many questions no page
 * answers got "nothing found". Then projects of ANSWERS_SIZES live pages
 * (bench:scale's corpus with the sites among it) time the questions through `ask` and the
 * search, ANSWERS_SAMPLES calls each.
 */
/**
 * ANSWERS_SETS picks the group of question sets: `tuned` (the default), the bakeries the engine
 * was tuned while watching; `heldout`, a second business per language that nobody tuned against,
 * to check the first group's figures honestly (bench/answers/heldout/sets.ts).
 */
const SET_GROUPS: ReadonlyMap<string, readonly QuestionSet[]> = new Map([
  ['tuned', QUESTION_SETS],
  ['heldout', HELD_OUT_SETS],
]);
const GROUP = process.env.ANSWERS_SETS || 'tuned';
const SIZES = (process.env.ANSWERS_SIZES ?? '1000,100000')
  .split(',')
  .filter((size) => size.trim() !== '')
  .map(Number);
const SAMPLES = Number(process.env.ANSWERS_SAMPLES ?? 300);
/** BENCH_ANSWERS_VERBOSE=1 lists every miss: question → expected page, pages quoted. */
const VERBOSE = process.env.BENCH_ANSWERS_VERBOSE === '1';
/** Where each run's results go, as JSON (git-ignored), as `npm run bench` does. */
const RESULTS_DIR = 'bench/results';
const OWNER: UserActor = { kind: 'user', userId: 'bench-owner', email: null };

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const sets = SET_GROUPS.get(GROUP);
  if (sets === undefined) throw new Error(`ANSWERS_SETS must be one of ${[...SET_GROUPS.keys()].join(', ')}, not "${GROUP}"`);
  const started = performance.now();
  const startedAt = new Date();
  const loadBefore = loadavg();
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-answers-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', AUTH_FAILURE_LIMIT: '100000' });
  if (E.isLeft(config)) throw new Error(config.left.join('\n'));
  const running = await startServer(config.right);
  const { container, storage } = running.composition;
  try {
    await container.get<SearchBackfill>(SearchBackfill).done;
    console.log(`Answers benchmark, ${GROUP} question sets, Node ${process.version}, ${cpus().length} cores, load average ${loadBefore[0]!.toFixed(1)}`);
    const token = await mintDevToken(dataDir, { sub: OWNER.userId, ttlSeconds: 6 * 3600 });
    const call: Call = async (method, path, body, headers = {}) => {
      const response = await fetch(`${running.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text === '' ? undefined : JSON.parse(text);
    };

    const asking = performance.now();
    const scores: LanguageScore[] = [];
    for (const set of sets) scores.push(await scoreSet(call, await publishSite(call, set), set));
    console.log(`\nWhere \`ask\` put the answering page, ${GROUP} question sets (${seconds(asking)}):\n\n${qualityTable(scores)}`);
    if (VERBOSE) console.log(`\n${missList(scores)}`);

    const latency: LatencyFigure[] = [];
    if (SIZES.length > 0) {
      if (storage.kind !== 'sqlite') throw new Error('the latency part seeds pages into SQLite');
      console.log(`\nLatency: ${SAMPLES} calls per operation and size, the questions of every language in turn`);
      const run = { container, db: storage.db, url: running.url, token, owner: OWNER, sets, samples: SAMPLES };
      for (const size of SIZES) {
        const at = performance.now();
        latency.push(...(await measureAtSize(run, size, console.log)));
        console.log(`  measured ${size.toLocaleString('en')} pages (${seconds(at)} with the seeding)`);
      }
      console.log(`\n${latencyTable(latency, SIZES)}`);
    }

    const loadAfter = loadavg();
    console.log(`\nLoad average ${loadBefore[0]!.toFixed(1)} at the start, ${loadAfter[0]!.toFixed(1)} at the end. The run took ${seconds(started)}.`);
    const results = {
      startedAt: startedAt.toISOString(),
      node: process.version,
      cores: cpus().length,
      loadAverage: { start: loadBefore, end: loadAfter },
      durationSeconds: Math.round((performance.now() - started) / 1000),
      questionSets: GROUP,
      answers: scores,
      latency: { samples: SAMPLES, sizes: SIZES, figures: latency },
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `answers-${startedAt.toISOString().replaceAll(':', '-')}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Results written to ${file}`);
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
