/**
 * The microphone capture's AudioWorklet (built on its own, loaded by URL from /assets/): takes
 * the microphone at the context's rate, averages it down to 16 kHz (a box filter as wide as
 * the rate ratio, enough against aliasing for speech), and posts 16-bit PCM in 100 ms pieces
 * to the page, which sends them to the voice AI.
 */

// What the AudioWorkletGlobalScope provides (not in TypeScript's DOM library).
declare const sampleRate: number;
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessorBase): void;
declare class AudioWorkletProcessorBase {
  readonly port: MessagePort;
}
declare const AudioWorkletProcessor: typeof AudioWorkletProcessorBase;

const TARGET_RATE = 16_000;
const PIECE_SAMPLES = TARGET_RATE / 10;

class Pcm16Capture extends AudioWorkletProcessor {
  private readonly ratio = sampleRate / TARGET_RATE;
  private piece = new Int16Array(PIECE_SAMPLES);
  private filled = 0;
  /** Input samples taken so far, and where the current output sample's window ends. */
  private consumed = 0;
  private boundary = this.ratio;
  private sum = 0;
  private count = 0;

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (channel === undefined) return true;
    for (let i = 0; i < channel.length; i++) {
      this.sum += channel[i]!;
      this.count += 1;
      this.consumed += 1;
      if (this.consumed < this.boundary) continue;
      this.boundary += this.ratio;
      const sample = Math.max(-1, Math.min(1, this.sum / this.count));
      this.sum = 0;
      this.count = 0;
      this.piece[this.filled++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      if (this.filled === PIECE_SAMPLES) {
        // The buffer goes to the page (transferred, not copied); a new one takes its place.
        this.port.postMessage(this.piece.buffer, [this.piece.buffer]);
        this.piece = new Int16Array(PIECE_SAMPLES);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('pcm16-capture', Pcm16Capture);
