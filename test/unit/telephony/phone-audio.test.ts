import { expect } from 'chai';
import {
  AgentAudio,
  CallerAudio,
  downsampleThrice,
  mulawToPcm,
  pcmFromBytes,
  pcmToBytes,
  pcmToMulaw,
  upsampleTwice,
} from '../../../adapters/phone-stream/audio.js';

/** `seconds` of a sine at `hz`, sampled at `rate`, at `amplitude`. */
const tone = (hz: number, rate: number, seconds: number, amplitude = 8000) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)));

const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length));

describe('Phone audio: μ-law and resampling', () => {
  it('decodes μ-law as G.711 does: silence, the extremes, the sign', () => {
    expect([...mulawToPcm(Uint8Array.from([0xff, 0x7f, 0x00, 0x80]))]).to.deep.equal([0, 0, -32124, 32124]);
    expect([...pcmToMulaw(Int16Array.from([0, 32767, -32768]))]).to.deep.equal([0xff, 0x80, 0x00]);
  });

  it('round-trips every μ-law byte exactly, and any sample within its segment’s step', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const back = pcmToMulaw(mulawToPcm(all));
    // 0x7f and 0xff are both zero (negative and positive): zero encodes as 0xff.
    expect([...back].map((b, i) => (b === i ? 'same' : `${i}->${b}`)).filter((d) => d !== 'same')).to.deep.equal(['127->255']);
    for (const sample of [1, 100, 1000, -1000, 12345, -30000]) {
      const again = mulawToPcm(pcmToMulaw(Int16Array.of(sample)))[0]!;
      expect(Math.abs(again - sample), String(sample)).to.be.at.most(Math.max(8, Math.abs(sample) / 16));
    }
  });

  it('doubles 8 kHz to 16 kHz with a midpoint before each sample, carrying on from the chunk before', () => {
    expect([...upsampleTwice(Int16Array.of(10, 20, -20), 0)]).to.deep.equal([5, 10, 15, 20, 0, -20]);
    expect([...upsampleTwice(Int16Array.of(30), -20)]).to.deep.equal([5, 30]);
  });

  it('thirds 24 kHz to 8 kHz by averaging each three samples, leaving a trailing one or two out', () => {
    expect([...downsampleThrice(Int16Array.of(3, 6, 9, 30, 30, 30, 7))]).to.deep.equal([6, 30]);
  });

  it('reads and writes little-endian PCM bytes, also from an odd offset', () => {
    const bytes = pcmToBytes(Int16Array.of(1, -2, 32767));
    expect([...bytes]).to.deep.equal([1, 0, 0xfe, 0xff, 0xff, 0x7f]);
    const shifted = new Uint8Array(bytes.length + 2);
    shifted.set(bytes, 1);
    expect([...pcmFromBytes(shifted.subarray(1, 1 + bytes.length))]).to.deep.equal([1, -2, 32767]);
  });

  it('carries a 300 Hz voice from the call to the agent and back at the same level', () => {
    const call = pcmToMulaw(tone(300, 8000, 0.1));
    const caller = new CallerAudio();
    // In 20 ms pieces, as the call sends them: 16 kHz bytes, twice the samples.
    const heard = Array.from({ length: 5 }, (_, i) => pcmFromBytes(caller.convert(call.subarray(160 * i, 160 * (i + 1)))));
    expect(heard.map((h) => h.length)).to.deep.equal([320, 320, 320, 320, 320]);
    const level = rms(Int16Array.from(heard.flatMap((h) => [...h])));
    expect(level).to.be.within(rms(tone(300, 8000, 0.1)) * 0.95, rms(tone(300, 8000, 0.1)) * 1.05);

    const agent = new AgentAudio();
    const spoken = pcmToBytes(tone(300, 24000, 0.1));
    // Pieces of any length: 1001 bytes is not even a whole number of samples; what is left over waits.
    const out = [agent.convert(spoken.subarray(0, 1001)), agent.convert(spoken.subarray(1001))];
    expect(out.reduce((n, o) => n + o.length, 0)).to.be.within(799, 800);
    const back = mulawToPcm(Uint8Array.from(out.flatMap((o) => [...o])));
    expect(rms(back)).to.be.within(rms(tone(300, 24000, 0.1)) * 0.9, rms(tone(300, 24000, 0.1)) * 1.1);
  });

  it('damps a tone above what a telephone carries rather than folding it back', () => {
    const agent = new AgentAudio();
    const high = agent.convert(pcmToBytes(tone(7900, 24000, 0.1)));
    expect(rms(mulawToPcm(high))).to.be.below(rms(tone(7900, 24000, 0.1)) / 2);
  });
});
