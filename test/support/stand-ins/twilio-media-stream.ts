import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { WebSocket } from 'ws';
import { openSocket } from '../voice-client.js';

export interface CallPlacement {
  /** Where the stand-in connects: the service's stream endpoint on its loopback port. */
  readonly url: string;
  /** The address the service gave in its TwiML (what Twilio signs), and the account's auth token. */
  readonly signedUrl: string;
  readonly authToken: string;
  /** Overrides the signature (a forged request). */
  readonly signature?: string;
}

let streams = 0;

/**
 * A loopback stand-in of Twilio's side of a bidirectional Media Stream (`<Connect><Stream>`):
 * it opens the WebSocket as Twilio does (signed with `X-Twilio-Signature` for the stream's
 * address, no parameters), sends `connected` and `start` (the call, the custom parameters), the
 * caller's audio as `media` (base64 μ-law, 20 ms a message), `dtmf` and `stop`; and keeps what
 * the service sends back: `media` to play (μ-law), `mark`, `clear`.
 */
export class TwilioMediaStreamStandIn {
  readonly streamSid = `MZ${(++streams).toString(16).padStart(32, '0')}`;
  /** Every message the service sent, parsed. */
  readonly received: any[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private sequence = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()));
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      }),
    );
  }

  /** Opens the stream as Twilio would; a refused upgrade rejects with its status and body (`refusal`). */
  static async open(placement: CallPlacement): Promise<TwilioMediaStreamStandIn> {
    const signature = placement.signature ?? getExpectedTwilioSignature(placement.authToken, placement.signedUrl, {});
    const stream = new TwilioMediaStreamStandIn(await openSocket(placement.url, { 'x-twilio-signature': signature }));
    stream.send({ event: 'connected', protocol: 'Call', version: '1.0.0' });
    return stream;
  }

  /** The `start` of the stream of call `callSid`, with the TwiML's custom parameters. */
  start(callSid: string, customParameters: Record<string, string>): void {
    this.send({
      event: 'start',
      streamSid: this.streamSid,
      start: {
        accountSid: `AC${'a1'.repeat(16)}`,
        streamSid: this.streamSid,
        callSid,
        tracks: ['inbound'],
        mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
        customParameters,
      },
    });
  }

  /** The caller's audio (μ-law bytes), in 20 ms messages as Twilio sends it. */
  speak(mulaw: Uint8Array): void {
    for (let at = 0; at < mulaw.length; at += 160) {
      const payload = Buffer.from(mulaw.subarray(at, at + 160)).toString('base64');
      this.send({ event: 'media', streamSid: this.streamSid, media: { track: 'inbound', chunk: String(at / 160 + 1), timestamp: String(at / 8), payload } });
    }
  }

  press(digit: string): void {
    this.send({ event: 'dtmf', streamSid: this.streamSid, dtmf: { track: 'inbound_track', digit } });
  }

  /** The call left the stream (hung up, or moved on in its TwiML): Twilio says so, then closes. */
  stop(): void {
    this.send({ event: 'stop', streamSid: this.streamSid, stop: { accountSid: `AC${'a1'.repeat(16)}`, callSid: 'CA' } });
    this.socket.close(1000);
  }

  /** The μ-law audio the service sent to play, so far. */
  get played(): Buffer {
    return Buffer.concat(this.received.filter((m) => m.event === 'media').map((m) => Buffer.from(m.media.payload, 'base64')));
  }

  /** Waits until `matches` holds of what was received; rejects once the stream closed without. */
  async until(matches: () => boolean, what: string): Promise<void> {
    for (;;) {
      if (matches()) return;
      if (this.socket.readyState >= WebSocket.CLOSING) throw new Error(`the stream closed before ${what}; got ${JSON.stringify(this.received).slice(0, 300)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private send(message: object): void {
    this.socket.send(JSON.stringify({ ...message, sequenceNumber: String(++this.sequence) }));
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
