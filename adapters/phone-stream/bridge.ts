import * as E from 'fp-ts/lib/Either.js';
import type { Logger } from 'pino';
import type { RawData, WebSocket } from 'ws';
import { ExecuteToolInput, TOOL_FAILED, type ExecuteTool } from '../../application/live/execute-tool.js';
import type { VoiceAgent, VoiceAgentBrief, VoiceAgentListener, VoiceAgentSession } from '../../application/live/voice-agent.js';
import { STREAM_PASS_PARAMETER } from '../../application/telephony/agent-streams.js';
import { CALL_RESUMED } from '../../application/telephony/caller-brief.js';
import type { CallerConversation, OpenCallerConversation } from '../../application/telephony/open-caller-conversation.js';
import { AgentAudio, CallerAudio } from './audio.js';
import { decodeStreamMessage, streamMessage } from './twilio-media.js';

export interface BridgeDeps {
  readonly open: OpenCallerConversation;
  readonly tools: ExecuteTool;
  readonly agent: VoiceAgent;
  readonly logger: Logger;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
const CLOSE = { normal: 1000, policy: 1008, internalError: 1011 } as const;
/** Times the agent's connection is made again within one call, when it drops. */
const RECONNECTS = 2;
/** A stream that never starts is let go. */
const START_TIMEOUT_MS = 10_000;

/**
 * One call's media stream, bridged to the voice agent: the `start` event's pass opens the
 * conversation (the caller, one of the public, known by their number); the caller's μ-law at
 * 8 kHz becomes the agent's 16 kHz PCM, the agent's 24 kHz PCM becomes μ-law for the call; the
 * agent's tool calls run on the server, through the same dispatch as `tools/execute`. A
 * transfer moves the call into a conference: the provider then stops this stream.
 */
export class CallerBridge {
  private streamSid: string | null = null;
  private conversation: CallerConversation | null = null;
  private agent: VoiceAgentSession | null = null;
  private reconnects = 0;
  private ended = false;
  private readonly hearing = new CallerAudio();
  private readonly speaking = new AgentAudio();
  private readonly startTimer: NodeJS.Timeout;
  /** Settles once the socket is closed. */
  readonly closed: Promise<void>;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: BridgeDeps,
  ) {
    socket.on('message', (data) => this.receive(data));
    socket.on('error', (error) => deps.logger.warn({ err: error }, 'caller stream failed'));
    this.startTimer = setTimeout(() => this.streamSid === null && this.end(CLOSE.policy, 'No start event was received'), START_TIMEOUT_MS);
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        clearTimeout(this.startTimer);
        this.ended = true;
        this.agent?.close();
        resolve();
      }),
    );
  }

  /** Ends the stream (the call's TwiML carries on past `<Connect>`: with nothing after it, the call ends). */
  end(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  private receive(data: RawData): void {
    const message = decodeStreamMessage(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString());
    if (message === null) return;
    switch (message.event) {
      case 'start':
        if (this.streamSid !== null) return;
        this.streamSid = message.streamSid;
        return void this.start(message.callSid, message.parameters[STREAM_PASS_PARAMETER] ?? '').catch((error: unknown) => {
          this.deps.logger.error({ err: error }, 'caller stream could not start');
          this.end(CLOSE.internalError, 'Internal error');
        });
      case 'media':
        // Before the agent is there, the caller's first words have no one to reach.
        return this.agent?.hear(this.hearing.convert(Buffer.from(message.payload, 'base64')));
      case 'dtmf':
        return this.agent?.press(message.digit);
      case 'stop':
        return this.end(CLOSE.normal, 'The call left the stream');
      default:
        return;
    }
  }

  private async start(callId: string, pass: string): Promise<void> {
    const opened = await this.deps.open.execute({ pass, callId });
    if (E.isLeft(opened)) {
      this.deps.logger.warn({ call_id: callId, refusal: opened.left.message }, 'caller stream refused');
      return this.end(CLOSE.policy, opened.left.message);
    }
    this.conversation = opened.right;
    this.deps.logger.info({ call_id: callId, project_id: opened.right.projectId }, 'caller stream opened');
    await this.connect(opened.right.brief);
  }

  private async connect(brief: VoiceAgentBrief): Promise<void> {
    const agent = await this.deps.agent.connect(brief, this.listener());
    // The call may have ended while the agent was connecting.
    if (this.ended) return agent.close();
    this.agent = agent;
  }

  private listener(): VoiceAgentListener {
    return {
      speak: (pcm) => this.send(streamMessage.media(this.streamSid!, this.speaking.convert(pcm))),
      interrupted: () => {
        this.speaking.reset();
        this.send(streamMessage.clear(this.streamSid!));
      },
      toolCall: (call) =>
        void this.runTool(call.id, call.name, call.args).catch((error: unknown) => {
          this.deps.logger.error({ err: error, tool: call.name }, 'caller tool failed');
          this.agent?.answerTool(call.id, call.name, { error: TOOL_FAILED });
        }),
      closed: (reason) => this.agentClosed(reason),
    };
  }

  /** The agent dropped the conversation, not the call: it is made again (the caller hears it is back), a few times. */
  private agentClosed(reason: string): void {
    this.agent = null;
    if (this.ended || this.conversation === null) return;
    if (this.reconnects >= RECONNECTS) return this.end(CLOSE.normal, 'The voice agent ended the conversation');
    this.reconnects += 1;
    this.deps.logger.warn({ reason }, 'voice agent connection lost: connecting again');
    this.connect({ ...this.conversation.brief, opening: CALL_RESUMED }).catch((error: unknown) => {
      this.deps.logger.error({ err: error }, 'voice agent could not be reached again');
      this.end(CLOSE.internalError, 'The voice agent cannot be reached');
    });
  }

  private async runTool(id: string, name: string, args: Readonly<Record<string, unknown>>): Promise<void> {
    const { conversation } = this;
    if (conversation === null) return;
    const input = ExecuteToolInput.decode({ tool_name: name, args });
    const result = E.isLeft(input)
      ? E.left({ message: `Unknown tool: ${name}` })
      : await this.deps.tools.execute(conversation.caller, { projectId: conversation.projectId, ...input.right });
    if (E.isLeft(result) && 'cause' in result.left) this.deps.logger.error({ err: result.left.cause, tool: name }, 'caller tool failed');
    this.agent?.answerTool(id, name, E.isRight(result) ? { output: result.right.result } : { error: result.left.message });
  }

  private send(message: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}
