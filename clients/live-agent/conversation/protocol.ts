/**
 * The subset of the Gemini Live API's BidiGenerateContent protocol the agent speaks: the
 * setup it opens with, what it sends (microphone audio, typed text, tool answers), and the
 * server messages it reads, turned into events. A message it does not know is skipped.
 */
import { base64ToBytes } from '../audio/pcm.js';

/** A function the model may call: the Live API's FunctionDeclaration (OpenAPI subset, upper-case types). */
export interface FunctionDeclaration {
  readonly name: string;
  readonly description: string;
  readonly parameters: {
    readonly type: 'OBJECT';
    readonly properties: Readonly<Record<string, { readonly type: 'STRING'; readonly description: string }>>;
    readonly required?: readonly string[];
  };
}

export interface SetupOptions {
  readonly model: string;
  readonly voice: string;
  readonly instruction: string;
  readonly tools: readonly FunctionDeclaration[];
  /** The session's resume handle; null for a clean session (a reconnection clears it first). */
  readonly handle: string | null;
}

/** The first message of a connection. */
export function setupMessage(options: SetupOptions): unknown {
  return {
    setup: {
      model: options.model,
      generationConfig: {
        responseModalities: ['AUDIO'],
        speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: options.voice } } },
      },
      systemInstruction: { parts: [{ text: options.instruction }] },
      tools: [{ functionDeclarations: options.tools }],
      // What the agent says, as text too: shown beside the audio, for everyone who cannot hear it.
      outputAudioTranscription: {},
      // Asks for handles (sessionResumptionUpdate); the one held, if any, resumes that session.
      sessionResumption: options.handle === null ? {} : { handle: options.handle },
    },
  };
}

const INPUT_AUDIO_MIME = 'audio/pcm;rate=16000';

export const audioMessage = (base64: string): unknown => ({ realtimeInput: { audio: { data: base64, mimeType: INPUT_AUDIO_MIME } } });
/** The microphone went quiet (muted): the model should not wait for more of this utterance. */
export const audioEndMessage = (): unknown => ({ realtimeInput: { audioStreamEnd: true } });
export const textMessage = (text: string): unknown => ({ realtimeInput: { text } });
/** A complete user turn (the opening and reconnection prompts). */
export const turnMessage = (text: string): unknown => ({ clientContent: { turns: [{ role: 'user', parts: [{ text }] }], turnComplete: true } });

export interface FunctionResponse {
  readonly id: string;
  readonly name: string;
  readonly response: { readonly output: string } | { readonly error: string };
}

export const toolResponseMessage = (responses: readonly FunctionResponse[]): unknown => ({ toolResponse: { functionResponses: responses } });

/** A function call as the server sent it: nothing about it is trusted. */
export interface RawFunctionCall {
  readonly id: unknown;
  readonly name: unknown;
  readonly args: unknown;
}

export type ServerEvent =
  | { readonly kind: 'setupComplete' }
  | { readonly kind: 'audio'; readonly pcm: Uint8Array }
  | { readonly kind: 'transcript'; readonly text: string }
  | { readonly kind: 'interrupted' }
  | { readonly kind: 'turnComplete' }
  | { readonly kind: 'toolCall'; readonly calls: readonly RawFunctionCall[] }
  | { readonly kind: 'toolCallCancellation'; readonly ids: readonly string[] }
  | { readonly kind: 'goAway' }
  | { readonly kind: 'resumption'; readonly handle: string | null };

type Json = Record<string, unknown>;
const objectOr = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const arrayOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The events of one server message (a message may carry several: audio and its end of turn). */
export function serverEvents(text: string): ServerEvent[] {
  let message: Json | null;
  try {
    message = objectOr(JSON.parse(text));
  } catch {
    return [];
  }
  if (message === null) return [];
  const events: ServerEvent[] = [];
  if (message.setupComplete !== undefined) events.push({ kind: 'setupComplete' });
  const content = objectOr(message.serverContent);
  if (content !== null) {
    if (content.interrupted === true) events.push({ kind: 'interrupted' });
    for (const part of arrayOr(objectOr(content.modelTurn)?.parts)) {
      const inline = objectOr(objectOr(part)?.inlineData);
      if (typeof inline?.data === 'string' && typeof inline.mimeType === 'string' && inline.mimeType.startsWith('audio/pcm')) {
        events.push({ kind: 'audio', pcm: base64ToBytes(inline.data) });
      }
    }
    const transcript = objectOr(content.outputTranscription)?.text;
    if (typeof transcript === 'string' && transcript !== '') events.push({ kind: 'transcript', text: transcript });
    if (content.turnComplete === true) events.push({ kind: 'turnComplete' });
  }
  const toolCall = objectOr(message.toolCall);
  if (toolCall !== null) {
    const calls = arrayOr(toolCall.functionCalls).map((call) => {
      const fields = objectOr(call) ?? {};
      return { id: fields.id, name: fields.name, args: fields.args };
    });
    events.push({ kind: 'toolCall', calls });
  }
  const cancelled = objectOr(message.toolCallCancellation);
  if (cancelled !== null) events.push({ kind: 'toolCallCancellation', ids: arrayOr(cancelled.ids).filter((id): id is string => typeof id === 'string') });
  if (message.goAway !== undefined) events.push({ kind: 'goAway' });
  const update = objectOr(message.sessionResumptionUpdate);
  if (update !== null) events.push({ kind: 'resumption', handle: update.resumable === true && typeof update.newHandle === 'string' ? update.newHandle : null });
  return events;
}
