/** A call to a project's number, recorded when the telephony provider announces it. */
export interface PhoneCall {
  /** The provider's call id (Twilio: the `CallSid`). */
  readonly id: string;
  readonly project_id: string;
  /** E.164 when the provider gave a number; as given otherwise (`anonymous`, a SIP address). */
  readonly from: string;
  readonly to: string;
  readonly created_at: string;
}

/** The voice agent's media stream, and what it is told about the call. */
export interface AgentStream {
  readonly url: string;
  readonly parameters: Readonly<Record<string, string>>;
}

/**
 * What a call is told to do, independent of the provider's markup (TwiML for Twilio):
 * - `agent`: greet with the project's greeting and connect to the voice agent's stream;
 * - `hold`: what a caller waiting in the transfer room hears;
 * - `unavailable`: a polite message, then hang up (unknown number, agent switched off).
 */
export type CallScript =
  | { readonly kind: 'agent'; readonly greeting: string; readonly language: string; readonly stream: AgentStream | null }
  | { readonly kind: 'hold'; readonly language: string }
  | { readonly kind: 'unavailable'; readonly message: string; readonly language: string };

export const HOLD_MESSAGE = 'Please hold while I connect you with a manager.';
export const BACK_TO_AGENT_MESSAGE = 'The manager could not take your call right now. I am back with you.';
export const NO_AGENT_MESSAGE = 'Sorry, the voice assistant is not available right now. Please try again later.';
export const UNKNOWN_NUMBER_MESSAGE = 'Sorry, this number is not connected to a voice assistant. Goodbye.';
/** The public's daily budget, or the caller's own number's limit, is spent. */
export const CALLS_LIMIT_MESSAGE = 'Sorry, the voice assistant cannot take more calls today. Please try again tomorrow. Goodbye.';
