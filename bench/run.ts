import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintDevToken } from '../infrastructure/auth/dev-issuer.js';
import type { BenchContext } from './context.js';
import { freePort, measure, report, startProcess, timingReport, waitUntilUp, type Pair, type Scenario, type Timing } from './harness.js';
import { BENCH_SCENARIOS, BENCH_TIMINGS } from './scenarios/index.js';
import { timeStartUps } from './start-up.js';
import { figuresReport, targetFigures, type StartUp } from './targets.js';
import { SERVER_ENTRY } from '../tools/build-server.js';

/**
 * `npm run bench`: the built server (the bundle in dist/server/, as `npm start` runs it) on a temp DATA_DIR, loaded
 * with autocannon beside a bare Koa baseline measured in the same run. Figures are ratios of
 * the baseline, so they compare across machines.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_ONLY=<regex>: measure only the scenarios whose name matches (quick checks while tuning;
// `start-up` matches the start-up timing).
/** Where each run's results go, as JSON (git-ignored): compare runs by their figures. */
const RESULTS_DIR = 'bench/results';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-bench-'));
  const [basePort, port] = [await freePort(), await freePort()];
  const baseline = startProcess(process.execPath, ['bench/baseline-server.mjs'], { PORT: String(basePort) });
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const serverEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Quotas would stop a load test of session starts after a handful: lift them for the bench.
    PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 1_000_000_000 } }),
    AUTH_FAILURE_LIMIT: '100000',
    // Every autocannon connection comes from one address: lift the per-IP limit of /mcp.
    MCP_RATE_LIMIT: '1000000000',
    // The load scenarios measure recording webhook events; delivering them is timed on its own
    // (see bench/scenarios/webhooks.ts), so this server's dispatcher stays off.
    WEBHOOK_DISPATCHER: 'false',
    // The subscribed project's webhook names a loopback address (never called: the dispatcher is off).
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    // Metrics on, as in production: every request is counted and timed by its route.
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
  };
  // BENCH_SERVER=<main.js>: another build's bundle (a copy of dist/ kept inside the repository, so that
  // it finds package.json and node_modules), to compare two builds in the same conditions.
  const server = startProcess(process.execPath, [...profile, process.env.BENCH_SERVER ?? SERVER_ENTRY], serverEnv);
  const loadBefore = loadavg();
  const startedAt = new Date();
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await Promise.all([waitUntilUp(`http://127.0.0.1:${basePort}/`), waitUntilUp(`${baseUrl}/healthz`)]);
    const ctx = await benchContext(baseUrl, `http://127.0.0.1:${basePort}`, dataDir, server.pid!);

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    const scenarios: Scenario[] = [];
    for (const make of BENCH_SCENARIOS) scenarios.push(...(await make(ctx)).filter((s) => only === null || only.test(s.name)));

    console.log(`Benchmark: ${ROUNDS} rounds of ${SECONDS}s per measurement after a warm-up, autocannon, Node ${process.version}`);
    // The machine's speed drifts (shared cores): each scenario is measured right after a
    // baseline run, in several rounds, and reported by the median of its ratios.
    const baselineScenario: Scenario = { name: 'baseline: bare Koa, one JSON route', requests: [{ path: '/' }] };
    const pairs = new Map<Scenario, Pair[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        const against = scenario.baseline ? { name: scenario.baseline.name, requests: [scenario.baseline.request] } : baselineScenario;
        const baselineRun = await measure(`http://127.0.0.1:${basePort}`, baseline, against, SECONDS);
        const run = await measure(baseUrl, server, scenario, SECONDS);
        pairs.set(scenario, [...(pairs.get(scenario) ?? []), { baseline: baselineRun, scenario: run }]);
      }
      console.log(`  round ${round}/${ROUNDS} done`);
    }
    if (pairs.size > 0) console.log(`\n${report([...pairs.values()])}`);
    const timings: Timing[] = [];
    for (const timing of BENCH_TIMINGS) if (only === null || only.test(timing.name)) timings.push(...(await timing.run(ctx)));
    if (timings.length > 0) console.log(`\nOne-shot timings:\n\n${timingReport(timings)}`);

    // Start-up is timed last, on the store the run has filled, with the load server stopped.
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const startUp: StartUp | null = only === null || only.test('start-up') ? await timeStartUps(serverEnv) : null;
    const figures = targetFigures(pairs, startUp);
    const loadAfter = loadavg();
    const load = `load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} at the start, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} at the end, ${cpus().length} cores`;
    console.log(`\nIssue 23's targets (${load}):\n\n${figuresReport(figures)}`);
    const results = {
      startedAt: startedAt.toISOString(),
      node: process.version,
      cores: cpus().length,
      loadAverage: { start: loadBefore, end: loadAfter },
      rounds: ROUNDS,
      seconds: SECONDS,
      figures,
      startUp,
      scenarios: [...pairs].map(([scenario, rounds]) => ({ name: scenario.name, figure: scenario.figure ?? null, rounds })),
      timings,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${startedAt.toISOString().replaceAll(':', '-')}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nResults written to ${file}`);
  } finally {
    baseline.kill('SIGTERM');
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchContext(baseUrl: string, baselineUrl: string, dataDir: string, serverPid: number): Promise<BenchContext> {
  const call = async (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  };
  const mintToken = (sub: string) => mintDevToken(dataDir, { sub, ttlSeconds: 3600 });
  return {
    baseUrl,
    baselineUrl,
    dataDir,
    serverPid,
    ownerToken: await mintToken('bench-owner'),
    mintToken,
    auth: (token, extra = {}) => ({ authorization: `Bearer ${token}`, ...extra }),
    createProject: async (token, name) => (await call('POST', '/api/projects', token, { name })).id as string,
    call,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
