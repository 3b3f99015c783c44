import type { AssetCatalog } from '../adapters/http/assets/asset-catalog.js';
import { signInConnectSources } from '../adapters/http/sign-in/connect-sources.js';
import type { SignInSettings } from '../application/identity/sign-in-settings.js';
import type { VoiceConnection } from '../application/live/ports.js';
import type { LiveAgentAssets } from '../application/site/ports.js';

/**
 * What deployed pages need to run the live agent: the launcher's address under the service's
 * public address (the build's current file), and every origin its scripts connect to: the
 * service (the live endpoints, the sign-in), the voice AI's WebSocket (the service's own with
 * the embedded endpoint), and the identity provider's API when people sign in with Firebase.
 */
export function liveAgentAssets(publicBaseUrl: string, catalog: AssetCatalog, voice: VoiceConnection, signIn: SignInSettings): LiveAgentAssets {
  const launcher = catalog.entry('live-agent').script;
  if (launcher === null) throw new Error('the live-agent entry of the browser build has no script');
  const service = new URL(`${publicBaseUrl.replace(/\/+$/, '')}/`);
  return {
    scriptUrl: new URL(launcher, service).href,
    connectTo: [...new Set([service.origin, new URL(voice.url).origin, ...signInConnectSources(signIn)])],
  };
}
