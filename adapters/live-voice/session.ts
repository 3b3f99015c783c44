import * as E from 'fp-ts/lib/Either.js';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { RawData, WebSocket } from 'ws';
import type { RedeemedVoiceToken } from '../../application/live/ports.js';
import { LOCAL_VOICE_MODEL } from './address.js';
import { CLOSE, decodeClientMessage, decodeInputAudio, offeredTools, serverMessage, userText, type ClientMessage, type Setup } from './protocol.js';
import type { ResumptionHandles } from './resumption-handles.js';
import { answerFromTool, replyTo, type AgentAction } from './scripted-agent.js';
import { durationMs, synthesise } from './speech.js';

/** A client that never sends its setup is let go. */
const SETUP_TIMEOUT_MS = 10_000;
/** How long a goAway (a "simulated drop", the connection's time being up) announces before the connection closes. */
const DROP_AFTER_SECONDS = 1;

/** How long a connection may last (LOCAL_VOICE_IDLE_SECONDS, LOCAL_VOICE_MAX_SECONDS). */
export interface VoiceSessionLimits {
  /** Without a message either way for this long, the connection closes (1000: the conversation is over). */
  readonly idleMs: number;
  /** After this long the connection is told to go away (goAway, then 1001), as the Live API does: the client resumes on a new token. */
  readonly maxMs: number;
}

/**
 * One connection to the embedded voice endpoint, its token already redeemed: the setup
 * handshake, then the scripted agent answering typed text, calling tools through the browser
 * and speaking their answers. Microphone audio is checked for its format and otherwise ignored.
 */
export class ScriptedVoiceSession {
  private setup: Setup | null = null;
  private offered: ReadonlySet<string> = new Set();
  /** Tool calls sent and not answered yet: id → tool name. */
  private readonly pending = new Map<string, string>();
  /** When the tones sent so far would finish playing: input before then interrupts them. */
  private speakingUntil = 0;
  private audioBytes = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Restarted by every message either way; closes the connection when it fires. */
  private idle: NodeJS.Timeout | null = null;
  /** Settles once the socket is closed. */
  readonly closed: Promise<void>;

  constructor(
    private readonly socket: WebSocket,
    private readonly grant: RedeemedVoiceToken,
    private readonly handles: ResumptionHandles,
    private readonly logger: Logger,
    private readonly limits: VoiceSessionLimits,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    this.closed = new Promise((resolve) =>
      socket.once('close', (code) => {
        for (const timer of this.timers) clearTimeout(timer);
        if (this.idle !== null) clearTimeout(this.idle);
        this.logger.info({ code, audio_bytes: this.audioBytes }, 'local voice connection closed');
        resolve();
      }),
    );
    socket.on('error', (error) => this.logger.warn({ err: error }, 'local voice connection failed'));
    this.later(SETUP_TIMEOUT_MS, () => this.setup === null && this.close(CLOSE.policy, 'No setup message was received'));
    // No connection outlives its time: a client that keeps talking is moved to a fresh token (and a fresh count of the quota).
    this.later(limits.maxMs, () => this.goAway());
    this.stillActive();
  }

  /** Ends the connection (the service shutting down, or a protocol violation). */
  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  /** Drops the connection without the closing handshake (a client that does not answer it). */
  terminate(): void {
    this.socket.terminate();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.stillActive();
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const message = decodeClientMessage(text);
    if (E.isLeft(message)) return this.close(CLOSE.invalidPayload, message.left);
    try {
      this.handle(message.right);
    } catch (error) {
      this.logger.error({ err: error, binary: isBinary }, 'local voice message failed');
      this.close(CLOSE.internalError, 'Internal error');
    }
  }

  private handle(message: ClientMessage): void {
    if (this.setup === null && message.kind !== 'setup') return this.close(CLOSE.invalidPayload, 'The first message must be setup');
    switch (message.kind) {
      case 'setup':
        return this.start(message.setup);
      case 'clientContent':
        return this.hear(userText(message.content));
      case 'realtimeInput': {
        const { audio, text } = message.input;
        if (audio !== undefined) {
          const pcm = decodeInputAudio(audio);
          if (pcm === null) return this.close(CLOSE.invalidPayload, 'Audio must be base64 16-bit PCM, audio/pcm;rate=16000');
          this.audioBytes += pcm.length;
        }
        if (text !== undefined) this.hear(text);
        return;
      }
      case 'toolResponse':
        for (const response of message.responses) {
          const tool = this.pending.get(response.id);
          // An answer to a call this agent did not make (or answered already) changes nothing.
          if (tool === undefined) continue;
          this.pending.delete(response.id);
          this.act([{ kind: 'say', text: answerFromTool(tool, response.response) }]);
        }
    }
  }

  private start(setup: Setup): void {
    if (this.setup !== null) return this.close(CLOSE.invalidPayload, 'Setup was already received');
    if (setup.model !== LOCAL_VOICE_MODEL) return this.close(CLOSE.policy, `Unknown model: use ${LOCAL_VOICE_MODEL}`);
    const modalities = setup.generationConfig?.responseModalities;
    if (modalities !== undefined && (modalities.length !== 1 || modalities[0] !== 'AUDIO'))
      return this.close(CLOSE.invalidPayload, 'This agent answers with AUDIO only');
    const handle = setup.sessionResumption?.handle;
    if (typeof handle === 'string' && handle !== '' && !this.handles.take(handle, this.grant))
      return this.close(CLOSE.policy, 'Unknown session resumption handle');
    this.setup = setup;
    this.offered = offeredTools(setup);
    this.send(serverMessage.setupComplete());
  }

  private hear(text: string): void {
    const actions = replyTo(text, this.offered);
    if (actions.length === 0) return;
    // New input while the last answer would still be playing: the browser stops its playback.
    if (Date.now() < this.speakingUntil) this.send(serverMessage.interrupted());
    this.act(actions);
  }

  private act(actions: readonly AgentAction[]): void {
    let spoke = false;
    for (const action of actions) {
      switch (action.kind) {
        case 'say': {
          const chunks = synthesise(action.text);
          // Transcriptions are pieces of one turn's text, as the Live API streams them: spaced.
          this.send(serverMessage.transcription(spoke ? ` ${action.text}` : action.text));
          for (const chunk of chunks) this.send(serverMessage.audio(chunk));
          this.speakingUntil = Math.max(this.speakingUntil, Date.now()) + durationMs(chunks);
          spoke = true;
          break;
        }
        case 'call': {
          const id = `call-${randomBytes(6).toString('hex')}`;
          this.pending.set(id, action.name);
          this.send(serverMessage.toolCall([{ id, name: action.name, args: action.args }]));
          break;
        }
        case 'drop':
          // The turn ends before the goAway: a page reconnects on it, and what it says next is a new line, not this one run on.
          this.finish(spoke);
          spoke = false;
          this.goAway();
          break;
        case 'hang_up':
          this.finish(spoke);
          return this.close(CLOSE.normal, 'Goodbye');
      }
    }
    this.finish(spoke);
  }

  /** Ends a spoken turn, and hands out a handle that resumes the session from here. */
  private finish(spoke: boolean): void {
    if (!spoke) return;
    this.send(serverMessage.turnComplete());
    if (this.setup?.sessionResumption !== undefined) this.send(serverMessage.resumption(this.handles.issue(this.grant)));
  }

  /** Announces the end of the connection (the client resumes on a new one), then closes it. */
  private goAway(): void {
    this.send(serverMessage.goAway(DROP_AFTER_SECONDS));
    this.later(DROP_AFTER_SECONDS * 1000, () => this.close(CLOSE.goingAway, 'Connection time is up'));
  }

  private send(message: unknown): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
    this.stillActive();
  }

  /** Restarts the idle clock: a connection nobody speaks on is closed, not kept open forever. */
  private stillActive(): void {
    if (this.idle !== null) clearTimeout(this.idle);
    if (this.socket.readyState !== this.socket.OPEN) return;
    const seconds = Math.round(this.limits.idleMs / 1000);
    const silence = `${seconds} second${seconds === 1 ? '' : 's'}`;
    this.idle = setTimeout(() => this.close(CLOSE.normal, `Closed after ${silence} without a message`), this.limits.idleMs);
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
