import { buildClients, bundlesAreStale } from '../../tools/build-clients.js';

/**
 * Mocha's global setup (see .mocharc.json): the server serves the browser bundles of
 * `dist/assets/` and refuses to start without them, so the suite (or one file of it) builds
 * them first when a source is newer than the last build. Nothing to do otherwise.
 */
export async function mochaGlobalSetup(): Promise<void> {
  if (bundlesAreStale()) await buildClients();
}
