import type { Capture } from '../audio/capture.js';
import type { Playback } from '../audio/playback.js';
import { bytesToBase64 } from '../audio/pcm.js';
import type { LiveApi, SessionGrant } from './api.js';
import { cardOf, type CardWidget } from './card.js';
import { LIVE_TOOLS, openingPrompt, resumePrompt, SYSTEM_INSTRUCTION } from './instructions.js';
import {
  audioEndMessage,
  audioMessage,
  setupMessage,
  textMessage,
  toolResponseMessage,
  turnMessage,
  type FunctionResponse,
  type RawFunctionCall,
  type ServerEvent,
} from './protocol.js';
import { VoiceSocket } from './voice-socket.js';

/** `refused`: the conversation could not start (a refusal, or no connection), nothing of it ran; `ended`: it ran, and is over. */
export type AgentState = 'idle' | 'connecting' | 'listening' | 'speaking' | 'reconnecting' | 'ended' | 'refused';

/** What the conversation shows; the panel draws it. */
export interface ConversationView {
  state(state: AgentState): void;
  /** A piece of what the agent says (its output transcription); `done` ends its turn. */
  agentSaid(text: string): void;
  agentTurnEnded(): void;
  notice(message: string): void;
  card(card: CardWidget): void;
  /** The person asked for another language (an `update_profile` with a language that the service took): the panel follows it. */
  languageChanged(tag: string): void;
}

export interface ConversationDeps {
  readonly api: LiveApi;
  readonly view: ConversationView;
  readonly playback: Playback;
  readonly openMicrophone: (onPiece: (pcm: Uint8Array) => void) => Promise<Capture>;
  /** What the page knows of the visitor (the profile card's data), told to the agent after a reconnection. */
  readonly profile: () => Readonly<Record<string, unknown>> | null;
}

/** Reconnections in a row that never got past their setup before the conversation gives up. */
const MAX_FAILED_RECONNECTS = 3;
const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MICROPHONE_OFF = 'The microphone is not available, so the agent cannot hear you. You can type your messages instead.';

/**
 * One conversation with the voice AI: mints the session, connects, streams the microphone,
 * plays the answers, forwards every tool call to the service and sends its answer back, and
 * on a goAway or a dropped connection clears the resume handle, mints a fresh token through
 * `/api/live/session/resume` and carries on (the cards on the page stay as they are).
 */
export class Conversation {
  private socket: VoiceSocket | null = null;
  private capture: Capture | null = null;
  private current: AgentState = 'idle';
  /** The session's resume handle (sessionResumptionUpdate): cleared before every reconnection. */
  private resumeHandle: string | null = null;
  private reconnecting = false;
  private failedReconnects = 0;
  /** Whether a connection of this conversation ever completed its setup. */
  private everOpened = false;
  private muted = false;
  private readonly cancelled = new Set<string>();

  constructor(private readonly deps: ConversationDeps) {}

  get state(): AgentState {
    return this.current;
  }

  /** Read after an await: the person may have ended the conversation meanwhile. */
  private get ended(): boolean {
    return this.current === 'ended' || this.current === 'refused';
  }

  async start(): Promise<void> {
    this.setState('connecting');
    const grant = await this.deps.api.startSession('start');
    if (this.ended) return;
    if (!grant.ok) return this.fail(grant.message);
    this.connect(grant.value, openingPrompt(grant.value.greeting));
    try {
      const capture = await this.deps.openMicrophone((pcm) => this.sendAudio(pcm));
      if (this.ended) return capture.stop();
      this.capture = capture;
      capture.setMuted(this.muted);
    } catch {
      this.deps.view.notice(MICROPHONE_OFF);
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.capture?.setMuted(muted);
    if (muted) this.socket?.send(audioEndMessage());
  }

  sendText(text: string): void {
    this.socket?.send(textMessage(text));
  }

  /** The person ended the conversation: the agent stops talking at once. */
  stop(): void {
    this.deps.playback.clear();
    this.end();
  }

  private connect(grant: SessionGrant, prompt: string): void {
    const setup = setupMessage({
      model: grant.connection.model,
      voice: grant.voice,
      instruction: SYSTEM_INSTRUCTION,
      tools: LIVE_TOOLS,
      handle: this.resumeHandle,
    });
    const socket: VoiceSocket = new VoiceSocket(grant.connection, grant.token, setup, {
      onEvent: (event) => this.onEvent(socket, event, prompt),
      onClose: (close) => this.onClose(socket, close),
    });
    this.socket = socket;
  }

  private onEvent(socket: VoiceSocket, event: ServerEvent, prompt: string): void {
    switch (event.kind) {
      case 'setupComplete':
        this.failedReconnects = 0;
        this.everOpened = true;
        this.setState(this.deps.playback.active ? 'speaking' : 'listening');
        return socket.send(turnMessage(prompt));
      case 'audio':
        this.deps.playback.enqueue(event.pcm);
        return this.setState('speaking');
      case 'transcript':
        return this.deps.view.agentSaid(event.text);
      case 'interrupted':
        this.deps.playback.clear();
        return this.deps.view.agentTurnEnded();
      case 'turnComplete':
        return this.deps.view.agentTurnEnded();
      case 'toolCall':
        return void this.runTools(socket, event.calls);
      case 'toolCallCancellation':
        for (const id of event.ids) this.cancelled.add(id);
        return;
      case 'goAway':
        return void this.reconnect();
      case 'resumption':
        this.resumeHandle = event.handle;
    }
  }

  private onClose(socket: VoiceSocket, close: { code: number; reason: string; opened: boolean }): void {
    if (socket !== this.socket || this.ended) return;
    this.socket = null;
    // The voice AI ended it (a goodbye): what it still has to say plays out.
    if (close.code === 1000) return this.end();
    if (close.code === 1008) return this.fail(`The voice service refused the conversation${close.reason === '' ? '.' : `: ${close.reason}`}`);
    // The first connection never opened: there is no session to pick up.
    if (!close.opened && !this.everOpened) return this.fail('Could not connect to the voice service. Try again in a moment.');
    void this.reconnect();
  }

  /** A goAway, a close 1007 or a dropped connection: a fresh token, a clean session, the same page. */
  private async reconnect(): Promise<void> {
    if (this.reconnecting || this.ended) return;
    this.reconnecting = true;
    const old = this.socket;
    this.socket = null;
    old?.detach();
    // The specification: the caller clears the resume handle, so that the new token starts a clean session.
    this.resumeHandle = null;
    this.failedReconnects += 1;
    if (this.failedReconnects > MAX_FAILED_RECONNECTS) {
      this.reconnecting = false;
      return this.fail('The connection to the voice service keeps dropping. Try again later.');
    }
    this.setState('reconnecting');
    const grant = await this.deps.api.startSession('resume');
    this.reconnecting = false;
    if (this.ended) return;
    if (!grant.ok) return this.fail(grant.message);
    this.connect(grant.value, resumePrompt(this.deps.profile()));
  }

  private async runTools(socket: VoiceSocket, calls: readonly RawFunctionCall[]): Promise<void> {
    const responses = await Promise.all(calls.map((call) => this.runTool(call)));
    const answered = responses.filter((response) => !this.cancelled.has(response.id));
    // Sent on the connection that asked: after a reconnection the new session never asked.
    if (answered.length > 0) socket.send(toolResponseMessage(answered));
  }

  /** Runs one call through the service; whatever is wrong with it becomes the tool's error answer, never a broken page. */
  private async runTool(call: RawFunctionCall): Promise<FunctionResponse> {
    const id = typeof call.id === 'string' ? call.id : '';
    const name = typeof call.name === 'string' ? call.name : '';
    const args = call.args ?? {};
    const refuse = (error: string): FunctionResponse => ({ id, name, response: { error } });
    if (id === '') return refuse('Malformed tool call: it has no id.');
    if (!FUNCTION_NAME.test(name)) return refuse('Malformed tool call: the name is not a function name.');
    if (typeof args !== 'object' || Array.isArray(args)) return refuse('Malformed tool call: args must be an object.');
    const answer = await this.deps.api.executeTool(name, args as Readonly<Record<string, unknown>>);
    if (!answer.ok) {
      // A failure on the service's side (or no service) is said in writing too, not only by the agent.
      if (answer.status === 0 || answer.status === 401 || answer.status >= 500) this.deps.view.notice(answer.message);
      return refuse(answer.message);
    }
    const card = cardOf(answer.value.widget);
    if (card !== null) this.deps.view.card(card);
    const language = (card?.widget.data as { language?: unknown } | undefined)?.language;
    if (name === 'update_profile' && 'language' in args && typeof language === 'string' && language !== '') this.deps.view.languageChanged(language);
    return { id, name, response: { output: answer.value.result } };
  }

  private sendAudio(pcm: Uint8Array): void {
    if (this.current === 'listening' || this.current === 'speaking') this.socket?.send(audioMessage(bytesToBase64(pcm)));
  }

  /** Called by the panel when the queued audio has played out. */
  playbackIdle(): void {
    if (this.current === 'speaking') this.setState('listening');
  }

  /** Said in words; a conversation that never got past its setup did not start (`refused`), rather than end. */
  private fail(message: string): void {
    this.deps.view.notice(message);
    this.end(this.everOpened ? 'ended' : 'refused');
  }

  private end(state: 'ended' | 'refused' = 'ended'): void {
    if (this.ended) return;
    this.socket?.detach();
    this.socket = null;
    this.capture?.stop();
    this.capture = null;
    this.setState(state);
  }

  private setState(state: AgentState): void {
    if (this.current === state || this.ended) return;
    this.current = state;
    this.deps.view.state(state);
  }
}
