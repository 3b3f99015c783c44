import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Recorder, send, sleep, type Instance } from './day/client.js';
import { agentSession, apiReader, editor, publisher, releaser, siteReader, type Load } from './day/drivers.js';
import { startInstances } from './day/instances.js';
import { MIX } from './day/mix.js';
import { meanLoadGeneratorCpu, meanServiceCpu, operationFigures, operationTable, resourceTable, rssAt } from './day/report.js';
import { buildDayProject, editorId, OWNER, signIn, type DayProject } from './day/setup.js';
import { freePort, startProcess, waitUntilUp } from './harness.js';

/**
 * `npm run bench:day`: a busy day's mixed load (bench/day/mix.ts) on a 10,000-page project, on
 * one instance and then on three sharing one SQLite store, each for DAY_SECONDS; `npm run
 * bench:soak` runs it for 30 minutes on one instance and compares its end with its first five
 * minutes. Before the mix, bare Koa serving a deployed page's bytes from memory is loaded by
 * the same site readers: the readers' figures are read against it.
 */
const SOAK = process.argv.includes('--soak');
const SECONDS = Number(process.env.DAY_SECONDS ?? (SOAK ? 1800 : 120));
const INSTANCE_COUNTS = (process.env.DAY_INSTANCES ?? (SOAK ? '1' : '1,3')).split(',').map(Number);
const BASELINE_SECONDS = 20;
const RESULTS_DIR = 'bench/results';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-day-'));
  const deliveries = { count: 0 };
  const receiver = createServer((request, response) => {
    request.resume().on('end', () => ((deliveries.count += 1), response.writeHead(204).end()));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
  const env = {
    DATA_DIR: dataDir,
    // Several instances share the deployed sites and the development issuer's keys through the store.
    FILE_STORAGE: 'store',
    // One public address for every instance, as behind a load balancer. Left to its default
    // (http://HOST:PORT), each instance's differed: every one found the site rendered for another
    // address and redeployed it whole at start-up, 10,000 pages, while the mix ran.
    PUBLIC_BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 1_000_000_000 } }),
    AUTH_FAILURE_LIMIT: '100000',
    MCP_RATE_LIMIT: '1000000000',
    // The webhook receiver is on loopback.
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
  };
  const startedAt = new Date();
  const results: Record<string, unknown>[] = [];
  try {
    console.log(
      `bench:day, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}; ${SOAK ? 'soak, ' : ''}${SECONDS} s per run`,
    );
    let at = performance.now();
    const project = await buildDayProject(dataDir, env, receiverUrl);
    console.log(`  project of ${MIX.pages.toLocaleString('en')} pages seeded and deployed in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    const baseline = await baselineReaders(project, env);
    console.log(
      `  baseline: bare Koa sending a deployed page from memory, ${MIX.siteReaders} readers: ${baseline.perSecond.toFixed(0)}/s, p99 ${baseline.p99.toFixed(1)} ms`,
    );
    for (const count of INSTANCE_COUNTS) {
      at = performance.now();
      const run = await runDay(count, project, env, deliveries);
      console.log(`\n## ${count} instance${count === 1 ? '' : 's'} (load average ${loadavg()[0]!.toFixed(2)})\n\n${run.text}`);
      results.push({ instances: count, ...run.figures, baseline });
    }
    const file = join(RESULTS_DIR, `day-${startedAt.toISOString().replaceAll(':', '-')}.json`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify({ startedAt, node: process.version, cores: cpus().length, soak: SOAK, seconds: SECONDS, mix: MIX, results }, null, 2)}\n`,
    );
    console.log(`\nResults written to ${file}`);
  } finally {
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The site readers against bare Koa sending one deployed page's bytes: the ceiling the readers' figures are read against. */
async function baselineReaders(project: DayProject, env: Record<string, string>) {
  const port = await freePort();
  const koa = startProcess(process.execPath, ['bench/baseline-server.mjs'], { PORT: String(port) });
  const { instances, stop } = await startInstances(1, env);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`);
    const page = project.pages[0]!;
    const bytes = await send(instances[0]!, 'GET', `/${page.language}/${page.slug}/`, { host: `${project.projectId}.localhost` });
    await fetch(`http://127.0.0.1:${port}/bytes/page`, { method: 'PUT', headers: { 'content-type': 'text/html; charset=utf-8' }, body: bytes.body });
    const bare: Instance = { url: `http://127.0.0.1:${port}`, agent: new Agent({ keepAlive: true }) };
    const recorder = new Recorder();
    let running = true;
    const readers = Array.from({ length: MIX.siteReaders }, async () => {
      while (running) await recorder.time('bare Koa', () => send(bare, 'GET', '/bytes/page'));
    });
    await sleep(BASELINE_SECONDS * 1000);
    running = false;
    await Promise.all(readers);
    bare.agent.destroy();
    const [figures] = operationFigures(recorder, BASELINE_SECONDS);
    return { perSecond: figures!.perSecond, p99: figures!.p99, pageBytes: Buffer.byteLength(bytes.body) };
  } finally {
    koa.kill('SIGTERM');
    await stop();
  }
}

async function runDay(count: number, project: DayProject, env: Record<string, string>, deliveries: { count: number }) {
  const running = await startInstances(count, env);
  console.log(`  ${count} instance${count === 1 ? '' : 's'} up; the mix runs for ${SECONDS} s`);
  const delivered = deliveries.count;
  const recorder = new Recorder();
  const first = running.instances[0]!.url;
  let stopping = false;
  const load: Load = {
    instances: running.instances,
    project,
    recorder,
    ownerToken: await signIn(first, OWNER.userId),
    editorTokens: await Promise.all(project.drafts.map((_, n) => signIn(first, editorId(n)))),
    running: () => !stopping,
    presenceEvents: 0,
  };
  const releases: string[] = [];
  const drivers = [
    ...Array.from({ length: MIX.siteReaders }, (_, n) => siteReader(load, n)),
    ...Array.from({ length: MIX.apiReaders }, (_, n) => apiReader(load, n)),
    ...Array.from({ length: MIX.editors }, (_, n) => editor(load, n)),
    ...Array.from({ length: MIX.agentSessions }, (_, n) => agentSession(load, n)),
    publisher(load),
    releaser(load, releases),
  ];
  const progress = setInterval(() => {
    // The minute that just ended (the timer fires as the next one begins).
    const minute = recorder.minuteNow() - 1;
    const reads = recorder.latencies('site read', minute, minute + 1).length;
    const last = running.samples.at(-1);
    console.log(
      `    minute ${minute + 1}: ${reads} site reads; CPU ${last?.cpu.map((c) => c.toFixed(2)).join(' ') ?? '–'}; RSS ${last?.rssMb.map((r) => r.toFixed(0)).join(' ') ?? '–'} MB`,
    );
  }, 60_000);
  await sleep(SECONDS * 1000);
  stopping = true;
  // CPU and memory are read over the load only, not the wait for the last release below.
  const samples = running.samples.slice();
  clearInterval(progress);
  await Promise.all(drivers);
  console.log(`  the mix stopped${releases.length > 0 ? '; waiting for the last release to run' : ''}`);
  // A release made in the last minute is still due: wait for it, then read how each one ended.
  await sleep(releases.length > 0 ? MIX.releaseDueInMs + 5000 : 0);
  const ended = await releaseOutcomes(running.instances[0]!, project, load.ownerToken, releases);
  await running.stop();
  const operations = operationFigures(recorder, SECONDS);
  const figures = {
    operations,
    webhookDeliveries: deliveries.count - delivered,
    presenceEvents: load.presenceEvents,
    releases: ended,
    serviceCpu: meanServiceCpu(samples),
    loadGeneratorCpu: meanLoadGeneratorCpu(samples),
    samples,
    soak: SOAK ? soakComparison(recorder, samples) : null,
  };
  const text = [
    operationTable(operations),
    '',
    `webhook deliveries: ${figures.webhookDeliveries}; presence events received: ${figures.presenceEvents}; releases: ${JSON.stringify(ended)}`,
    `CPU: the service ${figures.serviceCpu.toFixed(2)} cores, the load generator ${figures.loadGeneratorCpu.toFixed(2)} (mean over the run)`,
    '',
    resourceTable(samples, SOAK ? 300 : 30),
    ...(figures.soak === null ? [] : ['', figures.soak.text]),
  ].join('\n');
  return { figures, text };
}

async function releaseOutcomes(instance: Instance, project: DayProject, token: string, ids: readonly string[]) {
  const outcomes: Record<string, number> = {};
  for (const id of ids) {
    const answer = await send(instance, 'GET', `/api/projects/${project.projectId}/releases/${id}`, { authorization: `Bearer ${token}` });
    const status = answer.status === 200 ? (JSON.parse(answer.body) as { status: string }).status : `HTTP ${answer.status}`;
    outcomes[status] = (outcomes[status] ?? 0) + 1;
  }
  return outcomes;
}

/** The soak's end against its first five minutes: memory (after the first five minutes, at the end) and each operation's p99. */
function soakComparison(recorder: Recorder, samples: Parameters<typeof rssAt>[0]) {
  const minutes = Math.floor(SECONDS / 60);
  const early = operationFigures(recorder, 300, 0, 5);
  const late = operationFigures(recorder, 300, minutes - 5, minutes);
  const rssEarly = rssAt(samples, 300);
  const rssEnd = rssAt(samples, SECONDS);
  const rows = early.map((e) => {
    const l = late.find((x) => x.operation === e.operation);
    return `| ${e.operation} | ${e.p99.toFixed(1)} | ${l?.p99.toFixed(1) ?? '–'} | ${e.errors + (l?.errors ?? 0)} |`;
  });
  const text = [
    `memory: ${rssEarly.toFixed(0)} MB after five minutes, ${rssEnd.toFixed(0)} MB at the end (${(((rssEnd - rssEarly) / rssEarly) * 100).toFixed(1)}%)`,
    '',
    '| operation | p99 ms, minutes 0-5 | p99 ms, last five minutes | errors in both |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
  return { rssEarlyMb: rssEarly, rssEndMb: rssEnd, early, late, text };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
