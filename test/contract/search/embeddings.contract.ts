import { expect } from 'chai';
import type { EmbeddingOutcome, Embeddings } from '../../../application/search/semantic/ports.js';

export interface EmbeddingsUnderTest {
  readonly embeddings: Embeddings;
  /** Texts holding any of `fragments` mean the same thing (the provider's vectors say so). */
  relate(concept: string, ...fragments: string[]): void;
}

const vectorsOf = (outcome: EmbeddingOutcome): Float32Array[] => {
  if (outcome.kind === 'failed') throw new Error(`embedding failed: ${outcome.reason}`);
  return outcome.vectors;
};
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
const norm = (a: Float32Array) => Math.sqrt(cosine(a, a));

/** What every Embeddings adapter must do. */
export function embeddingsContract(subject: () => EmbeddingsUnderTest): void {
  it('answers one unit vector per text, in order, of one size, the same for the same text', async () => {
    const { embeddings } = subject();
    const vectors = vectorsOf(await embeddings.embed(['Fresh bread daily', 'Parking behind the shop', 'Fresh bread daily'], 'document'));
    expect(vectors).to.have.length(3);
    for (const vector of vectors) {
      expect(vector).to.be.instanceOf(Float32Array);
      expect(vector.length).to.equal(vectors[0]!.length);
      expect(norm(vector)).to.be.closeTo(1, 1e-5);
    }
    expect([...vectors[2]!]).to.deep.equal([...vectors[0]!]);
    expect(cosine(vectors[0]!, vectors[1]!)).to.be.below(0.99);
  });

  it('places a question near the page that answers it though they share no word', async () => {
    const { embeddings, relate } = subject();
    relate('delivery', 'we bring bread', 'come to my house');
    const [page, other] = vectorsOf(await embeddings.embed(['Every morning we bring bread to your door.', 'Opening times: nine to five.'], 'document'));
    const [question] = vectorsOf(await embeddings.embed(['Will somebody come to my house with loaves?'], 'query'));
    expect(cosine(question!, page!)).to.be.above(0.8);
    expect(cosine(question!, page!)).to.be.above(cosine(question!, other!) + 0.5);
  });

  it('embeds more texts than one request carries, in requests of its batch size, in order', async () => {
    const { embeddings } = subject();
    const texts = Array.from({ length: embeddings.batchSize * 2 + 1 }, (_, i) => `Page number ${i}`);
    const vectors = vectorsOf(await embeddings.embed(texts, 'document'));
    expect(vectors).to.have.length(texts.length);
    const [last] = vectorsOf(await embeddings.embed([texts.at(-1)!], 'document'));
    expect([...vectors.at(-1)!]).to.deep.equal([...last!]);
  });

  it('answers no vectors for no texts', async () => {
    expect(await subject().embeddings.embed([], 'query')).to.deep.equal({ kind: 'embedded', vectors: [] });
  });
}
