import { expect } from 'chai';
import { searchTerms } from '../../../domain/search/query.js';
import { pageSnippet, snippetOf } from '../../../domain/search/snippet.js';

const words = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('search snippets', () => {
  it('starts six words before the first match and shows 24 words, marking each cut', () => {
    const text = words(60);
    text[20] = 'Parking';
    expect(snippetOf(text.join(' '), searchTerms('parking'))).to.equal(`…${[...words(20).slice(14), 'Parking', ...words(38).slice(21)].join(' ')}…`);
    expect(snippetOf(text.join(' '), searchTerms('parking'), 3)).to.equal('…w14 w15 w16…');
  });

  it('starts at the beginning when the match is among the first six words, or at the very start', () => {
    const text = words(30);
    text[6] = 'Parking';
    expect(snippetOf(text.join(' '), searchTerms('parking'), 8)).to.equal(`${[...words(6), 'Parking', 'w7'].join(' ')}…`);
    expect(snippetOf(`Parking   ${words(30).join('  ')}`, searchTerms('parking'), 3)).to.equal('Parking w0 w1…');
    expect(snippetOf(words(30).join(' '), searchTerms('absent'), 3)).to.equal('w0 w1 w2…');
  });

  it('anchors on a whole word only, the earliest of any term', () => {
    const text = `${words(10).join(' ')} carparking parkings2 parking ${words(10, 'x').join(' ')} hotel`;
    expect(snippetOf(text, searchTerms('parking'), 3)).to.equal('…w6 w7 w8…');
    expect(snippetOf(`${words(10).join(' ')} hotel ${words(10, 'x').join(' ')} parking`, searchTerms('parking hotel'), 2)).to.equal('…w4 w5…');
  });

  it('finds a word inside text written without spaces', () => {
    const text = `${words(10).join(' ')} 東京駅の近くに駐車場があります`;
    expect(snippetOf(text, searchTerms('駐車場'), 2)).to.equal('…w4 w5…');
  });

  it('quotes nothing of an empty text', () => {
    expect(snippetOf(' \n ', searchTerms('parking'))).to.equal('');
    expect(pageSnippet('', searchTerms('parking'))).to.equal('');
  });

  it('quotes a page from its start when the match is near it, else from the start of the line, marking the cut', () => {
    const near = `Parking is free. ${words(10).join(' ')}`;
    expect(pageSnippet(near, searchTerms('parking'))).to.equal(near);
    // Five long words before the match: the snippet itself starts with the line, the page's cut is marked.
    const long = words(5, 'x'.repeat(85)).join(' ');
    const far = `${words(100).join(' ')}\nIntro ${long} parking`;
    const quoted = pageSnippet(far, searchTerms('parking'));
    expect(quoted.startsWith(`…Intro ${'x'.repeat(85)}0 `), quoted).to.equal(true);
    expect(quoted).to.not.include('w99');
  });
});
