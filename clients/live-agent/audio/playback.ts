/** The voice AI's audio: 16-bit PCM, mono, 24 kHz, little-endian. */
const OUTPUT_RATE = 24_000;

/**
 * Plays the model's audio pieces one after the other, without gaps, as they arrive faster than
 * real time. `clear()` (an interruption: the person spoke) stops what is playing and drops what
 * is queued. `onIdle` is called when the queue has played out.
 */
export class Playback {
  private readonly context: AudioContext;
  private readonly playing = new Set<AudioBufferSourceNode>();
  private nextStart = 0;

  /** Create it in a click's handler: browsers let an AudioContext start only after the person acted. */
  constructor(private readonly onIdle: () => void) {
    this.context = new AudioContext({ sampleRate: OUTPUT_RATE });
    void this.context.resume();
  }

  get active(): boolean {
    return this.playing.size > 0;
  }

  enqueue(pcm: Uint8Array): void {
    const samples = Math.floor(pcm.length / 2);
    if (samples === 0) return;
    const buffer = this.context.createBuffer(1, samples, OUTPUT_RATE);
    const channel = buffer.getChannelData(0);
    const view = new DataView(pcm.buffer, pcm.byteOffset, samples * 2);
    for (let i = 0; i < samples; i++) channel[i] = view.getInt16(i * 2, true) / 0x8000;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    const start = Math.max(this.context.currentTime, this.nextStart);
    source.start(start);
    this.nextStart = start + buffer.duration;
    this.playing.add(source);
    source.onended = () => {
      this.playing.delete(source);
      if (this.playing.size === 0) this.onIdle();
    };
  }

  clear(): void {
    const stopped = [...this.playing];
    this.playing.clear();
    this.nextStart = 0;
    for (const source of stopped) {
      source.onended = null;
      source.stop();
    }
    if (stopped.length > 0) this.onIdle();
  }

  close(): void {
    this.clear();
    void this.context.close();
  }
}
