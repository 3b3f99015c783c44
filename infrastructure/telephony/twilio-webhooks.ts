import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import type { validateRequest as ValidateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { IncomingCall, TelephonyWebhooks } from '../../application/telephony/ports.js';
import type { CallScript } from '../../domain/telephony/call.js';
import type { CallEvent } from '../../domain/telephony/transfer.js';
import { scriptTwiml } from './twiml.js';

/** The signature check alone (the SDK's entry point would load its whole REST client too), required on the first webhook. */
let validator: typeof ValidateRequest | undefined;
const validateRequest: typeof ValidateRequest = (...args) =>
  (validator ??= (createRequire(import.meta.url)('twilio/lib/webhooks/webhooks.js') as { validateRequest: typeof ValidateRequest }).validateRequest)(...args);

/** What a machine answering looks like in `AnsweredBy` (answering machine detection). */
const MACHINE = /^(machine|fax)/;

/**
 * Twilio's side of its webhooks: `X-Twilio-Signature` checked with the SDK against the auth
 * token (none configured: nothing is genuine), Twilio's call parameters, TwiML answers, and the
 * pass of a call's first stream, derived under the same token.
 */
export class TwilioWebhooks implements TelephonyWebhooks {
  constructor(private readonly authToken: string | null) {}

  verify(url: string, params: Readonly<Record<string, string>>, signature: string): boolean {
    return this.authToken !== null && validateRequest(this.authToken, signature, url, params);
  }

  incomingCall(params: Readonly<Record<string, string>>): IncomingCall | null {
    const { CallSid: callId, From: from, To: to } = params;
    return callId && to ? { callId, from: from ?? '', to } : null;
  }

  /** A participant call's status callback: `CallStatus`, with `AnsweredBy` when detection ran. */
  callEvent(params: Readonly<Record<string, string>>): CallEvent | null {
    const machine = MACHINE.test(params.AnsweredBy ?? '');
    switch (params.CallStatus) {
      case 'ringing':
        return { kind: 'ringing' };
      case 'answered':
      case 'in-progress':
        return machine ? { kind: 'machine' } : { kind: 'answered' };
      case 'busy':
      case 'no-answer':
      case 'canceled':
        return { kind: 'unanswered', reason: params.CallStatus };
      case 'failed':
        return { kind: 'failed', reason: 'failed' };
      case 'completed':
        return machine ? { kind: 'machine' } : { kind: 'ended' };
      default:
        return null;
    }
  }

  render(script: CallScript): { contentType: string; body: string } {
    return { contentType: 'text/xml', body: scriptTwiml(script) };
  }

  /** HMAC-SHA256 under the auth token, with a label of its own (never a value Twilio signs), base64url: as long as a random pass. */
  firstStreamPass(projectId: string, callId: string): string {
    // No auth token, no genuine webhook: no call ever gets this far.
    if (this.authToken === null) throw new Error('No TWILIO_AUTH_TOKEN: no call is answered, so none has a stream pass');
    return createHmac('sha256', this.authToken).update(`first stream pass\n${projectId}\n${callId}`).digest('base64url');
  }
}
