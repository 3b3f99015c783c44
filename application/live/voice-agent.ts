/**
 * A voice AI the service talks with itself (a phone call's media stream is bridged to it),
 * rather than a browser: 16 kHz PCM in, 24 kHz PCM out, tool calls that the service runs.
 * The embedded default is the offline scripted agent (VOICE_PROVIDER=local); the real one is
 * Gemini Live (VOICE_PROVIDER=gemini).
 */

/** A function the agent may call: its arguments are all text (what the live tools take). */
export interface AgentToolDeclaration {
  readonly name: string;
  readonly description: string;
  /** Argument name → what it is. */
  readonly parameters: Readonly<Record<string, string>>;
  readonly required: readonly string[];
}

/** What a conversation starts with. */
export interface VoiceAgentBrief {
  /** The project's voice (a Gemini prebuilt voice name). */
  readonly voice: string;
  /** The project's greeting ("" for none): the scripted agent says it as it is. */
  readonly greeting: string;
  /** The project's language (BCP-47): what the agent starts in. */
  readonly language: string;
  readonly instructions: string;
  readonly tools: readonly AgentToolDeclaration[];
  /** The first turn, sent as the caller's text: it asks the agent to greet (or, after a reconnection, to carry on). */
  readonly opening: string;
}

/** What the agent does, as it happens. */
export interface VoiceAgentListener {
  /** Audio to play: 16-bit PCM, mono, 24 kHz, little-endian. */
  speak(pcm: Uint8Array): void;
  /** The caller spoke over the agent: what is queued to play is dropped. */
  interrupted(): void;
  /** A tool call to run, answered with `VoiceAgentSession.answerTool`. */
  toolCall(call: { readonly id: string; readonly name: string; readonly args: Readonly<Record<string, unknown>> }): void;
  /** The agent ended the conversation (or lost it): nothing more comes. */
  closed(reason: string): void;
}

/** An open conversation with the agent. */
export interface VoiceAgentSession {
  /** What the caller says: 16-bit PCM, mono, 16 kHz, little-endian. */
  hear(pcm: Uint8Array): void;
  /** A key the caller pressed (DTMF: 0-9, * or #). */
  press(digit: string): void;
  /** A tool's answer: `{ output }` (its result) or `{ error }`. */
  answerTool(id: string, name: string, response: { readonly output: string } | { readonly error: string }): void;
  /** Ends the conversation (the call is over): `closed` is not called for it. */
  close(): void;
}

export interface VoiceAgent {
  /** Opens a conversation; a provider that cannot be reached rejects. */
  connect(brief: VoiceAgentBrief, listener: VoiceAgentListener): Promise<VoiceAgentSession>;
}
export const VoiceAgent = Symbol.for('VoiceAgent');
