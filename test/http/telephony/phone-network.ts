import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import type { TwilioStandIn } from '../../support/stand-ins/twilio.js';
import type { ApiResponse, TestApp } from '../../support/test-app.js';

/** The Twilio account of the telephony tests, the service's public address, and the project's numbers. */
export const ACCOUNT = `AC${'a1'.repeat(16)}`;
export const AUTH_TOKEN = 'twilio-test-auth-token';
export const PUBLIC = 'https://content.example';
export const NUMBER = '+49899999000';
export const MANAGER = '+491701234567';

/** The service on Twilio, against the loopback stand-in of its REST API. */
export const twilioEnv = (twilio: TwilioStandIn): Record<string, string> => ({
  TELEPHONY_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: ACCOUNT,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_API_BASE_URL: twilio.url,
  PUBLIC_BASE_URL: PUBLIC,
});

/** A webhook request as Twilio sends it: form-encoded, signed for `base` + `signedPath` (its own path by default). */
export function signedWebhook(
  app: TestApp,
  path: string,
  params: Record<string, string>,
  options: { token?: string; signedPath?: string; signature?: string; base?: string } = {},
): Promise<ApiResponse> {
  const signature =
    options.signature ?? getExpectedTwilioSignature(options.token ?? AUTH_TOKEN, `${options.base ?? PUBLIC}${options.signedPath ?? path}`, params);
  return app.request('POST', path, {
    body: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}
