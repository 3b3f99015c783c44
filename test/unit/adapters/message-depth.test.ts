import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { decodeClientMessage } from '../../../adapters/live-voice/protocol.js';
import { decodeStreamMessage } from '../../../adapters/phone-stream/twilio-media.js';

const arrays = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

/** WebSocket messages are JSON too: nested deeper than 64 levels, they are refused before JSON.parse (issue 41). */
describe('WebSocket messages nested deeper than 64 levels', () => {
  it('the embedded voice endpoint refuses one, in words that fit a close reason', () => {
    expect(decodeClientMessage(`{"realtimeInput":{"text":"hi","extra":${arrays(10_000)}}}`)).to.deep.equal(E.left('JSON nested deeper than 64 levels'));
    // {"realtimeInput":{...}} is two levels: 62 more are still a message.
    expect(decodeClientMessage(`{"realtimeInput":{"text":"hi","extra":${arrays(62)}}}`)).to.deep.equal(
      E.right({ kind: 'realtimeInput', input: { text: 'hi', extra: JSON.parse(arrays(62)) } }),
    );
  });

  it("a phone call's media stream takes one for no message at all", () => {
    const start = (extra: string) => `{"event":"start","start":{"streamSid":"MZ1","callSid":"CA1","customParameters":{}},"extra":${extra}}`;
    expect(decodeStreamMessage(start(arrays(10_000)))).to.equal(null);
    expect(decodeStreamMessage(start(arrays(63)))).to.deep.equal({ event: 'start', streamSid: 'MZ1', callSid: 'CA1', parameters: {} });
  });
});
