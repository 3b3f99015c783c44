import type { AssetCatalog } from '../adapters/http/assets/asset-catalog.js';
import type { LiveAgentAssets } from '../application/site/ports.js';
import type { Config } from './config.js';
import { loadAssetCatalog } from './modules/assets.js';

/**
 * What deployed pages need to run the live agent: the launcher's address under the service's
 * public address (the build's current file), and the origin of the conversation frame it
 * opens (the service's own: the sign-in, the conversation and their tokens stay there).
 */
export function liveAgentAssets(publicBaseUrl: string, catalog: AssetCatalog): LiveAgentAssets {
  const launcher = catalog.entry('live-agent').script;
  if (launcher === null) throw new Error('the live-agent entry of the browser build has no script');
  const service = new URL(`${publicBaseUrl.replace(/\/+$/, '')}/`);
  return { scriptUrl: new URL(launcher, service).href, frameOrigin: service.origin };
}

/** The same, from the configuration alone: for a command that deploys a site outside the service (the admin CLI's import). */
export const liveAgentAssetsOf = (config: Config): LiveAgentAssets => liveAgentAssets(config.publicBaseUrl, loadAssetCatalog());
