import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { WebhookSignature } from '../../application/telephony/webhook-request.js';
import type { HttpError } from '../http/error-mapping.js';
import { CallerBridge, type BridgeDeps } from './bridge.js';

/** A media message is 20 ms of μ-law (about 300 bytes in JSON); nothing the provider sends comes near this. */
const MAX_MESSAGE_BYTES = 64 * 1024;

const STREAM_SIGNATURE_INVALID = 'Invalid telephony stream signature';

/**
 * A call's media stream (`GET /api/live/twilio/stream`, a WebSocket the provider opens on
 * `<Connect><Stream>`): the provider's signature of the stream's address is checked before the
 * upgrade (a request without it never gets a socket), then each stream is bridged to the voice
 * agent; which call it is for, its pass says in the `start` event.
 */
export class CallerStreamEndpoint {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  private readonly bridges = new Set<CallerBridge>();

  constructor(
    private readonly signature: WebhookSignature,
    private readonly deps: BridgeDeps,
  ) {}

  private get logger(): Logger {
    return this.deps.logger;
  }

  /** Opens the stream, or answers why not (the upgrade routes write the refusal). */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<HttpError | null> {
    if (request.method !== 'GET') return { status: 405, body: { error: 'Method not allowed' } };
    const signature = request.headers['x-twilio-signature'];
    if (typeof signature !== 'string' || !this.signature.checkStream(signature)) {
      this.logger.info('caller stream refused: signature');
      return { status: 403, body: { error: STREAM_SIGNATURE_INVALID } };
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const bridge = new CallerBridge(ws, this.deps);
      this.bridges.add(bridge);
      void bridge.closed.then(() => this.bridges.delete(bridge));
    });
    return null;
  }

  /** Ends every stream (the service is stopping): the calls carry on with what follows `<Connect>` in their markup. */
  async close(graceMs: number): Promise<void> {
    this.server.close();
    const bridges = [...this.bridges];
    for (const bridge of bridges) bridge.end(1001, 'The service is shutting down');
    let deadline: NodeJS.Timeout | undefined;
    const cutOff = new Promise<void>((resolve) => (deadline = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(bridges.map((bridge) => bridge.closed)), cutOff]);
    clearTimeout(deadline);
    for (const client of this.server.clients) client.terminate();
  }
}
