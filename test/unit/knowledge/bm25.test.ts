import { expect } from 'chai';
import { searchPassages as passagesFor } from '../../../domain/knowledge/search.js';
import type { PageText } from '../../../domain/knowledge/passages.js';
import { searchTerms } from '../../../domain/search/query.js';

/** The passages answering a question, its words read as the agent's `ask` reads them. */
const searchPassages = (question: string, pages: readonly PageText[], options: { language?: string; limit?: number } = {}) =>
  passagesFor(searchTerms(question, { languages: ['en'] }), pages, options);

const pages = [
  { slug: 'a', language: 'en', title: 'Parking', content: 'Free parking behind the shop.' },
  { slug: 'b', language: 'de-AT', title: 'Zeiten', content: 'Open daily.' },
];

/** BM25 with k1 1.2 and b 0.75, as the search documents it. */
const bm25 = (tf: number, df: number, n: number, length: number, averageLength: number) =>
  (Math.log(1 + (n - df + 0.5) / (df + 0.5)) * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / averageLength));

describe('knowledge search scores (BM25 over passages)', () => {
  it('scores a passage by BM25, its title and heading words counted twice', () => {
    // Passage a: "parking" twice from the title, once from the text, six words in all; b has four.
    const [match] = searchPassages('parking', pages);
    expect(match!.passage.slug).to.equal('a');
    expect(match!.score).to.be.closeTo(bm25(3, 1, 2, 6, 5), 1e-12);
  });

  it('boosts a passage in the caller’s language (by its primary language, any case) by a fifth', () => {
    const [a, b] = searchPassages('parking open', pages, { language: 'DE' });
    expect(a!.score).to.be.closeTo(bm25(3, 1, 2, 6, 5), 1e-12);
    expect(b!.score).to.be.closeTo(bm25(1, 1, 2, 4, 5) * 1.2, 1e-12);
    const [, unboosted] = searchPassages('parking open', pages, { language: 'da' });
    expect(unboosted!.score).to.be.closeTo(bm25(1, 1, 2, 4, 5), 1e-12);
  });

  it('quotes a passage without text by its heading, and each quote once', () => {
    const headingOnly = [{ slug: 'c', language: 'en', title: 'Visit', content: '## Parking\n' }];
    expect(searchPassages('parking', headingOnly).map((m) => m.quote)).to.deep.equal(['Parking']);
    const twice = [pages[0]!, { ...pages[0]!, slug: 'copy' }];
    expect(searchPassages('parking', twice).map((m) => m.passage.slug)).to.deep.equal(['a']);
  });

  it('returns as many passages as asked, three unless told', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ slug: `p${i}`, language: 'en', title: `Parking ${i}`, content: `Parking lot number ${i}.` }));
    expect(searchPassages('parking', many)).to.have.length(3);
    expect(searchPassages('parking', many, { limit: 4 })).to.have.length(4);
  });
});
