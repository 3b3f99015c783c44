import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { JsonObject } from '../../domain/shared/codecs.js';
import { JSON_DEPTH_MAX, nestedTooDeep, nestsDeeperThan } from '../../domain/shared/json-depth.js';

/**
 * The subset of the Gemini Live API's BidiGenerateContent protocol the embedded voice endpoint
 * speaks: what a client sends (exactly one of `setup`, `clientContent`, `realtimeInput`,
 * `toolResponse` per message) and what it answers. Unknown fields are ignored, as the real
 * API's JSON parsing does; a message of the wrong shape closes the connection with 1007.
 */

/** WebSocket close codes the endpoint uses (RFC 6455 §7.4.1). */
export const CLOSE = { normal: 1000, goingAway: 1001, invalidPayload: 1007, policy: 1008, internalError: 1011 } as const;

/** What the client's microphone audio must be: 16-bit PCM, mono, 16 kHz, little-endian. */
const INPUT_AUDIO_MIME = 'audio/pcm;rate=16000';
/** What the endpoint speaks: 16-bit PCM, mono, 24 kHz, little-endian. */
const OUTPUT_AUDIO_MIME = 'audio/pcm;rate=24000';

const Part = t.partial({ text: t.string });
const Content = t.partial({ role: t.string, parts: t.array(Part) });

const FunctionDeclaration = t.type({ name: t.string });
const Setup = t.intersection([
  t.type({ model: t.string }),
  t.partial({
    generationConfig: t.partial({ responseModalities: t.array(t.string) }),
    tools: t.array(t.partial({ functionDeclarations: t.array(FunctionDeclaration) })),
    sessionResumption: t.partial({ handle: t.union([t.string, t.null]) }),
  }),
]);
export type Setup = t.TypeOf<typeof Setup>;

const ClientContent = t.partial({ turns: t.array(Content), turnComplete: t.boolean });
const RealtimeInput = t.partial({ audio: t.type({ data: t.string, mimeType: t.string }), text: t.string, audioStreamEnd: t.boolean });
const FunctionResponse = t.intersection([t.type({ id: t.string, response: JsonObject }), t.partial({ name: t.string })]);
const ToolResponse = t.type({ functionResponses: t.array(FunctionResponse) });

export type ClientMessage =
  | { readonly kind: 'setup'; readonly setup: Setup }
  | { readonly kind: 'clientContent'; readonly content: t.TypeOf<typeof ClientContent> }
  | { readonly kind: 'realtimeInput'; readonly input: t.TypeOf<typeof RealtimeInput> }
  | { readonly kind: 'toolResponse'; readonly responses: ReadonlyArray<t.TypeOf<typeof FunctionResponse>> };

const KINDS = ['setup', 'clientContent', 'realtimeInput', 'toolResponse'] as const;

/** A client message, or why it is not one (short: it becomes a close reason, at most 123 bytes). */
export function decodeClientMessage(raw: string): E.Either<string, ClientMessage> {
  // As a request body is: read from the text, before JSON.parse spends its time on it.
  if (nestsDeeperThan(raw, JSON_DEPTH_MAX)) return E.left(nestedTooDeep(JSON_DEPTH_MAX));
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return E.left('Invalid JSON payload');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return E.left('A message must be a JSON object');
  const present = KINDS.filter((kind) => (parsed as Record<string, unknown>)[kind] !== undefined);
  if (present.length !== 1) return E.left('A message must have exactly one of setup, clientContent, realtimeInput, toolResponse');
  const kind = present[0]!;
  const value = (parsed as Record<string, unknown>)[kind];
  const invalid = () => E.left(`Invalid ${kind} message`);
  switch (kind) {
    case 'setup': {
      const setup = Setup.decode(value);
      return E.isLeft(setup) ? invalid() : E.right({ kind, setup: setup.right });
    }
    case 'clientContent': {
      const content = ClientContent.decode(value);
      return E.isLeft(content) ? invalid() : E.right({ kind, content: content.right });
    }
    case 'realtimeInput': {
      const input = RealtimeInput.decode(value);
      return E.isLeft(input) ? invalid() : E.right({ kind, input: input.right });
    }
    case 'toolResponse': {
      const response = ToolResponse.decode(value);
      return E.isLeft(response) ? invalid() : E.right({ kind, responses: response.right.functionResponses });
    }
  }
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decoded microphone audio, or null when it is not 16 kHz PCM16 in base64 (an odd byte count cannot be PCM16). */
export function decodeInputAudio(audio: { readonly data: string; readonly mimeType: string }): Buffer | null {
  if (audio.mimeType.replace(/\s+/g, '').toLowerCase() !== INPUT_AUDIO_MIME || !BASE64.test(audio.data)) return null;
  const bytes = Buffer.from(audio.data, 'base64');
  return bytes.length % 2 === 0 ? bytes : null;
}

/** The user's text of a `clientContent` turn list (its user turns' text parts, joined). */
export const userText = (content: t.TypeOf<typeof ClientContent>): string =>
  (content.turns ?? [])
    .filter((turn) => turn.role === undefined || turn.role === 'user')
    .flatMap((turn) => (turn.parts ?? []).map((part) => part.text ?? ''))
    .join(' ')
    .trim();

/** The function names a setup offers the model. */
export const offeredTools = (setup: Setup): ReadonlySet<string> =>
  new Set((setup.tools ?? []).flatMap((tool) => (tool.functionDeclarations ?? []).map((declaration) => declaration.name)));

export interface FunctionCall {
  readonly id: string;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** Server messages, as the Live API writes them. */
export const serverMessage = {
  setupComplete: () => ({ setupComplete: {} }),
  audio: (pcm: Buffer) => ({ serverContent: { modelTurn: { parts: [{ inlineData: { mimeType: OUTPUT_AUDIO_MIME, data: pcm.toString('base64') } }] } } }),
  transcription: (text: string) => ({ serverContent: { outputTranscription: { text } } }),
  turnComplete: () => ({ serverContent: { generationComplete: true, turnComplete: true } }),
  interrupted: () => ({ serverContent: { interrupted: true } }),
  toolCall: (calls: readonly FunctionCall[]) => ({ toolCall: { functionCalls: calls } }),
  goAway: (seconds: number) => ({ goAway: { timeLeft: `${seconds}s` } }),
  resumption: (handle: string) => ({ sessionResumptionUpdate: { newHandle: handle, resumable: true } }),
};
