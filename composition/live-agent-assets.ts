import type { AssetCatalog } from '../adapters/http/assets/asset-catalog.js';
import { signInConnectSources } from '../adapters/http/sign-in/connect-sources.js';
import type { SignInSettings } from '../application/identity/sign-in-settings.js';
import type { VoiceConnection } from '../application/live/ports.js';
import type { LiveAgentAssets } from '../application/site/ports.js';
import { localVoiceConnection } from '../adapters/live-voice/address.js';
import { geminiLiveConnection } from '../infrastructure/voice/gemini-live-connection.js';
import type { Config } from './config.js';
import { loadAssetCatalog } from './modules/assets.js';
import { signInSettings } from './modules/sign-in.js';

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

/** The voice AI's WebSocket that VOICE_PROVIDER chooses: Gemini Live's, or the service's embedded endpoint. */
const voiceConnectionOf = (config: Config): VoiceConnection =>
  config.VOICE_PROVIDER === 'gemini' ? geminiLiveConnection(config.GEMINI_BASE_URL, config.GEMINI_LIVE_MODEL) : localVoiceConnection(config.publicBaseUrl);

/** The same, from the configuration alone: for a command that deploys a site outside the service (the admin CLI's import). */
export const liveAgentAssetsOf = (config: Config): LiveAgentAssets =>
  liveAgentAssets(config.publicBaseUrl, loadAssetCatalog(), voiceConnectionOf(config), signInSettings(config));
