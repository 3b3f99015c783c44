import { createHash } from 'node:crypto';

/**
 * Vectors a test controls, for the fake embeddings and the Gemini stand-in alike: a text
 * holding one of a concept's fragments (case folded) points along that concept's own axis, so
 * texts of one concept are close (cosine about 0.9) whatever their words; every text also gets
 * a small direction of its own from a hash of it, so texts of no shared concept are far apart
 * (cosine near 0). Vectors come out longer than 1, as a provider's may: callers make them unit.
 */
export class ConceptSpace {
  private readonly concepts: Array<{ readonly name: string; readonly fragments: readonly string[] }> = [];

  constructor(private readonly dimensions: number) {}

  /** Texts holding any of `fragments` mean `concept` (and are close to each other). */
  relate(concept: string, ...fragments: string[]): void {
    if (this.concepts.length >= this.dimensions) throw new Error(`at most ${this.dimensions} concepts in ${this.dimensions} dimensions`);
    this.concepts.push({ name: concept, fragments: fragments.map((f) => f.toLowerCase()) });
  }

  /** The concepts `text` means. */
  conceptsOf(text: string): string[] {
    const folded = text.toLowerCase();
    return this.concepts.filter((c) => c.fragments.some((f) => folded.includes(f))).map((c) => c.name);
  }

  vectorOf(text: string, dimensions = this.dimensions): number[] {
    const folded = text.toLowerCase();
    const bytes = Buffer.concat(Array.from({ length: Math.ceil(dimensions / 32) }, (_, block) => createHash('sha256').update(`${block}:${text}`).digest()));
    const values = Array.from({ length: dimensions }, (_, i) => bytes[i]! / 255 - 0.5);
    const norm = Math.hypot(...values);
    const out = values.map((v) => (0.3 * v) / norm);
    this.concepts.forEach((concept, axis) => {
      if (concept.fragments.some((f) => folded.includes(f))) out[axis]! += 1;
    });
    return out.map((v) => 3 * v);
  }
}
