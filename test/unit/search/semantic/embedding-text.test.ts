import { expect } from 'chai';
import { EMBEDDED_TEXT_MAX, pageEmbeddingText } from '../../../../domain/search/embedding-text.js';

describe('The text a page is embedded from', () => {
  it('is its title, its headings and its plain text, in that order, without markdown or blank lines', () => {
    const text = pageEmbeddingText({
      slug: 'delivery',
      metadata: { title: 'Delivery' },
      content: '# Our vans\n\nWe bring   bread to [your door](https://example.com/door).\n\n## Prices\n\n- Deliveries cost **3 €**.',
    });
    expect(text).to.equal('Delivery\n\nOur vans\nPrices\n\nWe bring bread to your door. Deliveries cost 3 €.');
  });

  it('falls back to the slug for a title, and is cut at a word near the bound', () => {
    const long = pageEmbeddingText({ slug: 'long-page', metadata: {}, content: 'word '.repeat(5000) });
    expect(long.startsWith('long-page\n\nword word')).to.equal(true);
    expect(long.length).to.be.at.most(EMBEDDED_TEXT_MAX + 1);
    expect(long.endsWith('word…')).to.equal(true);
  });

  it('takes less of a script written without spaces (about a token a character)', () => {
    const text = pageEmbeddingText({ slug: 'jp', metadata: { title: '配達' }, content: 'パンをお届けします。'.repeat(500) });
    expect(text.length).to.be.at.most(1501);
  });
});
