import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { SERVER_ENTRY } from '../../tools/build-server.js';
import { cpuMs, freePort, rssMb, startProcess, waitUntilUp } from '../harness.js';
import type { Instance } from './client.js';

/** One sample of every instance's CPU and memory, and the load generator's own CPU. */
export interface ResourceSample {
  readonly second: number;
  /** Per instance: share of one core used since the previous sample (1 = a whole core). */
  readonly cpu: readonly number[];
  readonly rssMb: readonly number[];
  /** The load generator's (this process's) share of one core. */
  readonly loadGeneratorCpu: number;
}

export interface RunningInstances {
  readonly instances: readonly Instance[];
  readonly samples: ResourceSample[];
  stop(): Promise<void>;
}

const SAMPLE_EVERY_MS = 5000;

/**
 * Starts `count` built servers (`dist/server/main.js`, as `npm start` runs it) on one store, each
 * on its own port, and samples their CPU and RSS every 5 s until stopped. Each gets keep-alive
 * connections of its own from the load generator.
 */
export async function startInstances(count: number, env: Readonly<Record<string, string>>): Promise<RunningInstances> {
  const children: ChildProcess[] = [];
  const instances: Instance[] = [];
  for (let n = 0; n < count; n++) {
    const port = await freePort();
    // One at a time: each runs the store's start-up steps (migrations are a no-op by then).
    const child = startProcess(process.execPath, [SERVER_ENTRY], { ...env, PORT: String(port) });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${url}/healthz`, 60_000);
    instances.push({ url, agent: new Agent({ keepAlive: true, maxSockets: 256 }) });
  }
  const started = performance.now();
  const samples: ResourceSample[] = [];
  let last = { at: started, cpu: children.map((c) => cpuMs(c.pid!)), own: process.cpuUsage() };
  const timer = setInterval(() => {
    const at = performance.now();
    const cpu = children.map((c) => cpuMs(c.pid!));
    const own = process.cpuUsage();
    const wall = at - last.at;
    samples.push({
      second: Math.round((at - started) / 1000),
      cpu: cpu.map((used, i) => (used - last.cpu[i]!) / wall),
      rssMb: children.map((c) => rssMb(c.pid!)),
      loadGeneratorCpu: (own.user + own.system - last.own.user - last.own.system) / 1000 / wall,
    });
    last = { at, cpu, own };
  }, SAMPLE_EVERY_MS);
  return {
    instances,
    samples,
    async stop() {
      clearInterval(timer);
      for (const instance of instances) instance.agent.destroy();
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
