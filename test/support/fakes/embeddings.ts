import type { EmbeddingFailure, EmbeddingOutcome, EmbeddingPurpose, Embeddings } from '../../../application/search/semantic/ports.js';
import { unitVector } from '../../../domain/search/vectors.js';
import { ConceptSpace } from '../concept-vectors.js';

/**
 * Embeddings that answer what the test sets: texts of one concept (`relate`) are close, others
 * far apart (see ConceptSpace). Records every call; `failWith` makes the next calls fail (an
 * outage) until called with null.
 */
export class FakeEmbeddings implements Embeddings {
  readonly calls: Array<{ readonly texts: readonly string[]; readonly purpose: EmbeddingPurpose }> = [];
  readonly space: ConceptSpace;
  private failure: EmbeddingFailure | null = null;

  constructor(
    readonly model = 'fake-embeddings@16',
    readonly batchSize = 4,
    dimensions = 16,
  ) {
    this.space = new ConceptSpace(dimensions);
  }

  relate(concept: string, ...fragments: string[]): void {
    this.space.relate(concept, ...fragments);
  }

  failWith(failure: EmbeddingFailure | null): void {
    this.failure = failure;
  }

  /** The texts embedded as documents so far, in order. */
  get documents(): string[] {
    return this.calls.filter((c) => c.purpose === 'document').flatMap((c) => c.texts);
  }

  async embed(texts: readonly string[], purpose: EmbeddingPurpose): Promise<EmbeddingOutcome> {
    this.calls.push({ texts: [...texts], purpose });
    if (this.failure !== null) return { kind: 'failed', ...this.failure };
    return { kind: 'embedded', vectors: texts.map((text) => unitVector(this.space.vectorOf(text))!) };
  }
}
