/**
 * A pass for one media stream of one phone call: what binds the WebSocket the telephony
 * provider opens to the call it was issued for. It travels in the stream's custom parameters
 * (never in its address), is good once, and only for that call; only its hash is stored.
 */
export interface StreamPass {
  /** SHA-256 (hex) of the pass. */
  readonly token_hash: string;
  readonly project_id: string;
  /** The provider's call id the pass was issued for (Twilio's CallSid). */
  readonly call_id: string;
  readonly expires_at: string;
  /** When the stream opened with it; null while unused. */
  readonly redeemed_at: string | null;
}

/**
 * A pass opens a stream within this long: the provider connects as soon as it reads the
 * markup, but a pass handed out for after a transfer's conference waits as long as that call.
 */
const STREAM_PASS_TTL_MS = 4 * 3_600_000;

export function newStreamPass(input: { tokenHash: string; projectId: string; callId: string; now: Date }): StreamPass {
  return {
    token_hash: input.tokenHash,
    project_id: input.projectId,
    call_id: input.callId,
    expires_at: new Date(input.now.getTime() + STREAM_PASS_TTL_MS).toISOString(),
    redeemed_at: null,
  };
}
