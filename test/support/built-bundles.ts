import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { buildClients, bundlesAreStale } from '../../tools/build-clients.js';
import { serverBundleIsStale } from '../../tools/build-server.js';
import { ROOT } from './processes.js';
import { TEST_SERVER } from './server-under-test.js';

/** `npm run build` (tsc, then the browser and server bundles), as `npm start` runs it first, when a source changed since the server bundle was written. */
export async function buildServerIfStale(): Promise<void> {
  if (!serverBundleIsStale()) return;
  const PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`;
  await promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, PATH }, maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Mocha's global setup (see .mocharc.json): the server serves the browser bundles of
 * `dist/assets/` and refuses to start without them, so the suite (or one file of it) builds
 * them first when a source is newer than the last build; with `TEST_SERVER=bundle` the suites
 * start the server bundle itself, built likewise. Nothing to do otherwise.
 */
export async function mochaGlobalSetup(): Promise<void> {
  if (TEST_SERVER === 'bundle') await buildServerIfStale();
  if (bundlesAreStale()) await buildClients();
}
