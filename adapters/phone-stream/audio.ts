/**
 * The audio of a phone call's media stream, as the voice agent takes and gives it: the call
 * carries G.711 μ-law at 8 kHz; the agent hears 16-bit PCM at 16 kHz and speaks it at 24 kHz.
 * Small pure functions, and two converters that keep the few samples a chunk boundary needs.
 */

const BIAS = 0x84;
const CLIP = 32635;

/** One μ-law byte as a 16-bit sample (ITU-T G.711). */
function decodeSample(byte: number): number {
  const code = ~byte & 0xff;
  const magnitude = ((((code & 0x0f) << 3) + BIAS) << ((code >> 4) & 0x07)) - BIAS;
  return code & 0x80 ? -magnitude : magnitude;
}

/** One 16-bit sample as a μ-law byte (ITU-T G.711: 14-bit magnitude, sign, eight segments). */
function encodeSample(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  let magnitude = Math.min(Math.abs(sample), CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  magnitude = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | magnitude) & 0xff;
}

export const mulawToPcm = (bytes: Uint8Array): Int16Array => Int16Array.from(bytes, decodeSample);

export const pcmToMulaw = (samples: Int16Array): Uint8Array => Uint8Array.from(samples, encodeSample);

/** 8 kHz to 16 kHz: each sample, after the midpoint between it and the one before (`previous`: the last of the chunk before). */
export function upsampleTwice(samples: Int16Array, previous: number): Int16Array {
  const out = new Int16Array(samples.length * 2);
  let before = previous;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i]!;
    out[2 * i] = Math.round((before + sample) / 2);
    out[2 * i + 1] = sample;
    before = sample;
  }
  return out;
}

/**
 * 24 kHz to 8 kHz: each three samples averaged, a box filter that keeps the band a telephone
 * carries and damps what would fold back into it. A trailing sample or two are left out (the
 * converter keeps them for the next chunk).
 */
export function downsampleThrice(samples: Int16Array): Int16Array {
  const out = new Int16Array(Math.floor(samples.length / 3));
  for (let i = 0; i < out.length; i += 1) out[i] = Math.round((samples[3 * i]! + samples[3 * i + 1]! + samples[3 * i + 2]!) / 3);
  return out;
}

/** Little-endian 16-bit PCM bytes as samples (an odd trailing byte is not a sample). */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(bytes.byteLength >> 1);
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(2 * i, true);
  return samples;
}

export function pcmToBytes(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(2 * i, samples[i]!, true);
  return bytes;
}

/** The caller's voice as the agent hears it: μ-law at 8 kHz in, PCM bytes at 16 kHz out, smooth across chunks. */
export class CallerAudio {
  private last = 0;

  convert(mulaw: Uint8Array): Uint8Array {
    const samples = mulawToPcm(mulaw);
    const upsampled = upsampleTwice(samples, this.last);
    if (samples.length > 0) this.last = samples[samples.length - 1]!;
    return pcmToBytes(upsampled);
  }
}

/** The agent's voice as the caller hears it: PCM bytes at 24 kHz in (chunks of any length), μ-law at 8 kHz out. */
export class AgentAudio {
  private carried = new Int16Array(0);
  /** Half a sample, when a chunk ended in the middle of one. */
  private byte: Uint8Array = new Uint8Array(0);

  convert(pcm: Uint8Array): Uint8Array {
    const bytes = this.byte.length === 0 ? pcm : Uint8Array.from([...this.byte, ...pcm]);
    this.byte = bytes.slice(bytes.length - (bytes.length % 2));
    const incoming = pcmFromBytes(bytes);
    const samples = new Int16Array(this.carried.length + incoming.length);
    samples.set(this.carried);
    samples.set(incoming, this.carried.length);
    const whole = samples.length - (samples.length % 3);
    this.carried = samples.slice(whole);
    return pcmToMulaw(downsampleThrice(samples.subarray(0, whole)));
  }

  /** Forgets what it carried (the agent was interrupted: what follows is a new utterance). */
  reset(): void {
    this.carried = new Int16Array(0);
    this.byte = new Uint8Array(0);
  }
}
