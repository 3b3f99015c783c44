/**
 * The telephony provider's webhook paths. The HTTP routes are declared on these, and the
 * callback URLs handed to the provider are built from them, so the two cannot drift apart.
 */
export const VOICE_WEBHOOK_PATH = '/api/live/twilio/voice';
export const HOLD_WEBHOOK_PATH = '/api/live/twilio/hold';
export const TRANSFER_STATUS_PATH = '/api/live/twilio/transfers/:transferId/status';

/** The media stream of a call (a WebSocket the provider opens, `<Connect><Stream>`), bridged to the voice agent. */
export const CALLER_STREAM_PATH = '/api/live/twilio/stream';

/**
 * The caller stream's address under the service's public one (`https:` becomes `wss:`), or null
 * when that is not `https:`: the provider opens media streams over `wss:` only.
 */
export function callerStreamUrl(publicBaseUrl: string): string | null {
  const url = new URL(CALLER_STREAM_PATH, `${publicBaseUrl.replace(/\/+$/, '')}/`);
  if (url.protocol !== 'https:') return null;
  url.protocol = 'wss:';
  return url.href;
}

export const transferStatusPath = (transferId: string): string => TRANSFER_STATUS_PATH.replace(':transferId', encodeURIComponent(transferId));
