/**
 * The scripted agent's "voice": not speech, a run of soft tones, one per word, so that a
 * developer hears when it talks and for how long (the words themselves travel as the output
 * transcription). 16-bit PCM, mono, 24 kHz: what the Live API sends.
 */
export const SPEECH_RATE = 24_000;

/** Longest utterance: a long answer is cut short rather than beeping for a minute. */
const MAX_SECONDS = 6;
const GAP_SECONDS = 0.04;
const FADE_SECONDS = 0.01;
const AMPLITUDE = 0.18 * 32767;
/** Audio is sent in pieces of this length, as the Live API streams it. */
const CHUNK_SAMPLES = SPEECH_RATE / 5;

/** A word's pitch, from its letters: the same word always sounds the same. */
function pitchOf(word: string): number {
  let hash = 0;
  for (const char of word.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) % 997;
  return 170 + (hash % 9) * 20;
}

/** The tones of `text`, in chunks of 200 ms. */
export function synthesise(text: string): Buffer[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const samples: number[] = [];
  const limit = MAX_SECONDS * SPEECH_RATE;
  for (const word of words) {
    const length = Math.round(Math.min(0.02 * [...word].length + 0.06, 0.2) * SPEECH_RATE);
    const frequency = pitchOf(word);
    const fade = FADE_SECONDS * SPEECH_RATE;
    for (let i = 0; i < length && samples.length < limit; i++) {
      const envelope = Math.min(1, i / fade, (length - i) / fade);
      samples.push(Math.round(AMPLITUDE * envelope * Math.sin((2 * Math.PI * frequency * i) / SPEECH_RATE)));
    }
    for (let i = 0; i < GAP_SECONDS * SPEECH_RATE && samples.length < limit; i++) samples.push(0);
  }
  const chunks: Buffer[] = [];
  for (let start = 0; start < samples.length; start += CHUNK_SAMPLES) {
    const piece = samples.slice(start, start + CHUNK_SAMPLES);
    const bytes = Buffer.alloc(piece.length * 2);
    piece.forEach((sample, i) => bytes.writeInt16LE(sample, i * 2));
    chunks.push(bytes);
  }
  return chunks;
}

/** How long the tones of `chunks` play, in milliseconds. */
export const durationMs = (chunks: readonly Buffer[]): number => (chunks.reduce((sum, chunk) => sum + chunk.length, 0) / 2 / SPEECH_RATE) * 1000;
