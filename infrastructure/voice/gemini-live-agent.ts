import type { FunctionDeclaration, GoogleGenAI, LiveServerMessage, Session } from '@google/genai';
import type { Logger } from 'pino';
import type { AgentToolDeclaration, VoiceAgent, VoiceAgentBrief, VoiceAgentListener, VoiceAgentSession } from '../../application/live/voice-agent.js';

export interface GeminiLiveAgentOptions {
  readonly apiKey: string;
  /** A stand-in's address in tests; the SDK's default (Google) when null. */
  readonly baseUrl: string | null;
  readonly model: string;
  readonly logger: Logger;
  /** How long a connection may take to be set up. */
  readonly connectTimeoutMs?: number;
}

const INPUT_AUDIO = 'audio/pcm;rate=16000';

/**
 * The voice agent as Gemini Live, through `@google/genai`'s live API (`ai.live.connect`), with
 * the service's API key: the service is the client here (a phone call's audio passes through
 * it), so it needs no ephemeral token. Text goes in as realtime input, which every Live model
 * takes (the 3.1 models refuse client content after the first turn); function calls come out as
 * `toolCall` and go back with `sendToolResponse`.
 */
export class GeminiLiveAgent implements VoiceAgent {
  /** The SDK (with its WebSocket client, about 25 MB) is loaded with the first call, not at start-up. */
  private sdk: Promise<GoogleGenAI> | null = null;

  constructor(private readonly options: GeminiLiveAgentOptions) {}

  private client(): Promise<GoogleGenAI> {
    this.sdk ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        // Explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot switch backends.
        new GoogleGenAI({
          apiKey: this.options.apiKey,
          vertexai: false,
          ...(this.options.baseUrl !== null && { httpOptions: { baseUrl: this.options.baseUrl } }),
        }),
    );
    return this.sdk;
  }

  async connect(brief: VoiceAgentBrief, listener: VoiceAgentListener): Promise<VoiceAgentSession> {
    const [{ Modality, Type }, ai] = await Promise.all([import('@google/genai'), this.client()]);
    let closing = false;
    let established = false;
    let refuse: (error: Error) => void = () => undefined;
    // The SDK waits for `setupComplete`: a connection refused or closed before it would keep it waiting.
    const refused = new Promise<never>((_, reject) => (refuse = reject));
    const declarations: FunctionDeclaration[] = brief.tools.map((tool) => declarationOf(tool, Type.OBJECT, Type.STRING));
    const timeout = setTimeout(() => refuse(new Error('the Live API did not complete the setup in time')), this.options.connectTimeoutMs ?? 10_000);
    let session: Session;
    try {
      session = await Promise.race([
        ai.live.connect({
          model: this.options.model,
          config: {
            responseModalities: [Modality.AUDIO],
            speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: brief.voice } } },
            systemInstruction: brief.instructions,
            tools: [{ functionDeclarations: declarations }],
          },
          callbacks: {
            onmessage: (message) => route(message, listener),
            onerror: (event) => this.options.logger.warn({ message: (event as { message?: unknown }).message }, 'gemini live connection failed'),
            onclose: (event) => {
              refuse(new Error(`the Live API closed the connection (${event.code} ${event.reason})`));
              // Before the setup completed, the refusal above is the whole story.
              if (established && !closing) listener.closed(`${event.code} ${event.reason}`.trim());
            },
          },
        }),
        refused,
      ]);
    } finally {
      clearTimeout(timeout);
    }
    established = true;
    session.sendRealtimeInput({ text: brief.opening });
    return {
      hear: (pcm) => session.sendRealtimeInput({ audio: { data: Buffer.from(pcm).toString('base64'), mimeType: INPUT_AUDIO } }),
      press: (digit) => session.sendRealtimeInput({ text: `The caller pressed the key ${digit} on their phone.` }),
      answerTool: (id, name, response) => session.sendToolResponse({ functionResponses: [{ id, name, response }] }),
      close: () => {
        closing = true;
        session.close();
      },
    };
  }
}

function declarationOf<T>(tool: AgentToolDeclaration, object: T, string: T): FunctionDeclaration {
  const properties = Object.fromEntries(Object.entries(tool.parameters).map(([name, description]) => [name, { type: string, description }]));
  return {
    name: tool.name,
    description: tool.description,
    parameters: { type: object, properties, ...(tool.required.length > 0 && { required: [...tool.required] }) },
  } as FunctionDeclaration;
}

/** A server message, as the listener hears it: audio, an interruption, tool calls. */
function route(message: LiveServerMessage, listener: VoiceAgentListener): void {
  const content = message.serverContent;
  if (content?.interrupted === true) listener.interrupted();
  for (const part of content?.modelTurn?.parts ?? []) {
    const audio = part.inlineData;
    if (typeof audio?.data === 'string' && audio.mimeType?.startsWith('audio/pcm') === true) listener.speak(Buffer.from(audio.data, 'base64'));
  }
  for (const call of message.toolCall?.functionCalls ?? []) {
    if (typeof call.id === 'string' && typeof call.name === 'string') listener.toolCall({ id: call.id, name: call.name, args: call.args ?? {} });
  }
}
