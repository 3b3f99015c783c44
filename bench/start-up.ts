import { freePort, startProcess, waitUntilUp, median } from './harness.js';
import type { StartUp } from './targets.js';
import { SERVER_ENTRY } from '../tools/build-server.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);

/** Starts the command and measures the time to its first 200 at `path` (polled every 5 ms), then stops it. */
async function timeToFirst200(args: string[], env: Record<string, string>, path: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startProcess(process.execPath, args, { ...env, PORT: String(port) });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}${path}`, 20_000, 5);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Start-up to the first 200 on an existing store: the built service (the bundle `npm start` runs) started `STARTS` times
 * on the store the run has filled (its environment as the load server's, on a free port),
 * each time from the process's spawn to the first 200 of `/healthz`; bare Koa the same way,
 * alternating, so the machine's load hits both. Medians.
 */
export async function timeStartUps(serviceEnv: Record<string, string>): Promise<StartUp> {
  const service: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    bare.push(await timeToFirst200(['bench/baseline-server.mjs'], {}, '/'));
    service.push(await timeToFirst200([SERVER_ENTRY], serviceEnv, '/healthz'));
  }
  return { serviceMs: median(service), bareKoaMs: median(bare) };
}
