import type { VoiceConnection } from '../../application/live/ports.js';

/**
 * Where the embedded voice endpoint (VOICE_PROVIDER=local) listens and what it answers to:
 * kept apart from the endpoint itself, whose code (and `ws`) loads only when a first
 * connection arrives.
 */

/** The endpoint's path on the service: `GET` with `Upgrade: websocket` and `?access_token=<token>`. */
export const LOCAL_VOICE_PATH = '/api/live/voice';

/** The model a `setup` message names to reach the scripted agent (it is not a language model). */
export const LOCAL_VOICE_MODEL = 'models/content-service-scripted-agent';

/** The endpoint's address under the service's public address (`https:` becomes `wss:`). */
export function localVoiceConnection(publicBaseUrl: string): VoiceConnection {
  const url = new URL(LOCAL_VOICE_PATH, `${publicBaseUrl.replace(/\/+$/, '')}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return { url: url.href, model: LOCAL_VOICE_MODEL };
}
