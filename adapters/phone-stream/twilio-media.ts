import { JSON_DEPTH_MAX, nestsDeeperThan } from '../../domain/shared/json-depth.js';

/**
 * Twilio's Media Streams protocol, the subset a bidirectional stream (`<Connect><Stream>`) uses:
 * JSON text messages with an `event`. In: `connected`, `start` (the stream's and the call's ids,
 * the custom parameters), `media` (base64 μ-law at 8 kHz, 20 ms a message), `dtmf`, `mark`,
 * `stop`. Out: `media` to play, `mark` to learn when it played, `clear` to drop what is queued.
 */

export type StreamMessage =
  | { readonly event: 'connected' }
  | {
      readonly event: 'start';
      readonly streamSid: string;
      readonly callSid: string;
      readonly parameters: Readonly<Record<string, string>>;
    }
  | { readonly event: 'media'; readonly payload: string }
  | { readonly event: 'dtmf'; readonly digit: string }
  | { readonly event: 'mark'; readonly name: string }
  | { readonly event: 'stop' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A message of the stream, or null for anything else (unknown events are Twilio's to add: ignored, not fatal). */
export function decodeStreamMessage(raw: string): StreamMessage | null {
  // Twilio's messages are a few levels deep: anything deeper is not one, and is not parsed.
  if (nestsDeeperThan(raw, JSON_DEPTH_MAX)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  switch (parsed.event) {
    case 'connected':
    case 'stop':
      return { event: parsed.event };
    case 'start': {
      const start = isRecord(parsed.start) ? parsed.start : {};
      const streamSid = text(start.streamSid) ?? text(parsed.streamSid);
      const callSid = text(start.callSid);
      const custom = isRecord(start.customParameters) ? start.customParameters : {};
      const parameters = Object.fromEntries(Object.entries(custom).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return streamSid === null || callSid === null ? null : { event: 'start', streamSid, callSid, parameters };
    }
    case 'media': {
      const media = isRecord(parsed.media) ? parsed.media : {};
      // A bidirectional stream carries the caller's track only; anything else is not theirs to hear.
      const payload = text(media.payload);
      return payload === null || (media.track !== undefined && media.track !== 'inbound') ? null : { event: 'media', payload };
    }
    case 'dtmf': {
      const digit = text(isRecord(parsed.dtmf) ? parsed.dtmf.digit : null);
      return digit === null || !/^[0-9*#]$/.test(digit) ? null : { event: 'dtmf', digit };
    }
    case 'mark': {
      const name = text(isRecord(parsed.mark) ? parsed.mark.name : null);
      return name === null ? null : { event: 'mark', name };
    }
    default:
      return null;
  }
}

/** What the service sends on the stream. */
export const streamMessage = {
  media: (streamSid: string, mulaw: Uint8Array) => ({ event: 'media', streamSid, media: { payload: Buffer.from(mulaw).toString('base64') } }),
  mark: (streamSid: string, name: string) => ({ event: 'mark', streamSid, mark: { name } }),
  clear: (streamSid: string) => ({ event: 'clear', streamSid }),
};
