import * as E from 'fp-ts/lib/Either.js';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { VoiceTokenRedeemer, VoiceTokenRefusal } from '../../application/live/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { invalid, unauthenticated } from '../../domain/shared/errors.js';
import { toHttpError, type HttpError } from '../http/error-mapping.js';
import { CLOSE } from './protocol.js';
import { ResumptionHandles } from './resumption-handles.js';
import { ScriptedVoiceSession, type VoiceSessionLimits } from './session.js';

/** Largest message a client may send: a second of audio is about 43 KB in base64. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

const REFUSALS: Readonly<Record<VoiceTokenRefusal, string>> = {
  already_used: 'Voice token already used',
  expired: 'Voice token expired',
  malformed: 'Voice token not valid',
  bad_signature: 'Voice token not valid',
  wrong_audience: 'Voice token not valid',
};

/**
 * The embedded voice endpoint (`GET /api/live/voice?access_token=<token>`, VOICE_PROVIDER=local):
 * redeems the token first (once, within its lifetime: a refused token never gets a socket),
 * then upgrades the connection and runs the scripted agent on it.
 */
export class LocalVoiceEndpoint {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  private readonly sessions = new Set<ScriptedVoiceSession>();
  private readonly handles: ResumptionHandles;

  constructor(
    private readonly redeemer: VoiceTokenRedeemer,
    clock: Clock,
    private readonly logger: Logger,
    private readonly limits: VoiceSessionLimits,
  ) {
    this.handles = new ResumptionHandles(clock);
  }

  /** Opens the connection (null), or answers why not. */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<HttpError | null> {
    if (request.method !== 'GET') return { status: 405, body: { error: 'Method not allowed' } };
    const token = new URL(request.url ?? '/', 'http://voice.invalid').searchParams.get('access_token') ?? '';
    if (token === '') return toHttpError(invalid('access_token is required'));
    const redeemed = await this.redeemer.redeem(token);
    if (E.isLeft(redeemed)) {
      this.logger.info({ refusal: redeemed.left }, 'local voice token refused');
      return toHttpError(unauthenticated(REFUSALS[redeemed.left]));
    }
    // The client may have gone while the token was checked: the upgrade then has nothing to write to.
    if (socket.destroyed) return null;
    const grant = redeemed.right;
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const logger = this.logger.child({ session_id: grant.sessionId, project_id: grant.projectId, user_id: grant.userId });
      const session = new ScriptedVoiceSession(ws, grant, this.handles, logger, this.limits);
      this.sessions.add(session);
      ws.once('close', () => this.sessions.delete(session));
      logger.info('local voice connection opened');
    });
    return null;
  }

  /**
   * Closes every connection (the service is stopping): clients hear "going away" and may
   * reconnect elsewhere. A client that does not answer the closing handshake within `graceMs`
   * is cut off.
   */
  async close(graceMs: number): Promise<void> {
    this.server.close();
    const sessions = [...this.sessions];
    for (const session of sessions) session.close(CLOSE.goingAway, 'The service is shutting down');
    let deadline: NodeJS.Timeout | undefined;
    const cutOff = new Promise<void>((resolve) => {
      deadline = setTimeout(() => {
        for (const session of sessions) session.terminate();
        resolve();
      }, graceMs);
    });
    await Promise.race([Promise.all(sessions.map((session) => session.closed)), cutOff]);
    clearTimeout(deadline);
  }
}
