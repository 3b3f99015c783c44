import type { VoiceConnection } from '../../application/live/ports.js';

/* Kept apart from the token issuer so that reading the address loads no SDK (the admin CLI's site deploy reads it). */

const GEMINI_API = 'https://generativelanguage.googleapis.com';
/** The Live API's WebSocket method that takes an ephemeral token (`access_token=`): v1alpha only. */
const CONSTRAINED_LIVE_PATH = '/ws/google.ai.generativelanguage.v1alpha.GenerativeService.BidiGenerateContentConstrained';

/**
 * Where an ephemeral token opens a Live session: the API's host (GEMINI_BASE_URL, a stand-in
 * in tests) by `wss:` (`ws:` for a plain-HTTP stand-in), and the model the token is locked to.
 */
export function geminiLiveConnection(baseUrl: string | null, model: string): VoiceConnection {
  const url = new URL(`${(baseUrl ?? GEMINI_API).replace(/\/+$/, '')}${CONSTRAINED_LIVE_PATH}`);
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  return { url: url.href, model: `models/${model}` };
}
