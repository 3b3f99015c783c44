/**
 * The telephony provider's webhook paths. The HTTP routes are declared on these, and the
 * callback URLs handed to the provider are built from them, so the two cannot drift apart.
 */
export const VOICE_WEBHOOK_PATH = '/api/live/twilio/voice';
export const HOLD_WEBHOOK_PATH = '/api/live/twilio/hold';
export const TRANSFER_STATUS_PATH = '/api/live/twilio/transfers/:transferId/status';

export const transferStatusPath = (transferId: string): string => TRANSFER_STATUS_PATH.replace(':transferId', encodeURIComponent(transferId));
