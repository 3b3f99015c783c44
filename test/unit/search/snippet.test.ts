import { expect } from 'chai';
import { searchTerms } from '../../../domain/search/query.js';
import { pageSnippet, snippetOf } from '../../../domain/search/snippet.js';

/** A query's terms, read in English. */
const en = (text: string) => searchTerms(text, { languages: ['en'] });

const words = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('search snippets', () => {
  it('starts six words before the first match and shows 24 words, marking each cut', () => {
    const text = words(60);
    text[20] = 'Parking';
    expect(snippetOf(text.join(' '), en('parking'), 'en')).to.equal(`…${[...words(20).slice(14), 'Parking', ...words(38).slice(21)].join(' ')}…`);
    expect(snippetOf(text.join(' '), en('parking'), 'en', 3)).to.equal('…w14 w15 w16…');
  });

  it('starts at the beginning when the match is among the first six words, or at the very start', () => {
    const text = words(30);
    text[6] = 'Parking';
    expect(snippetOf(text.join(' '), en('parking'), 'en', 8)).to.equal(`${[...words(6), 'Parking', 'w7'].join(' ')}…`);
    expect(snippetOf(`Parking   ${words(30).join('  ')}`, en('parking'), 'en', 3)).to.equal('Parking w0 w1…');
    expect(snippetOf(words(30).join(' '), en('absent'), 'en', 3)).to.equal('w0 w1 w2…');
  });

  it('anchors on a word the search matches (not a word it is inside), the earliest of any term', () => {
    const text = `${words(10).join(' ')} carparking parked parking ${words(10, 'x').join(' ')} hotel`;
    expect(snippetOf(text, en('parking'), 'en', 3)).to.equal('…w5 w6 w7…');
    expect(snippetOf(`${words(10).join(' ')} hotel ${words(10, 'x').join(' ')} parking`, en('parking hotel'), 'en', 2)).to.equal('…w4 w5…');
  });

  it('finds a word inside text written without spaces', () => {
    const text = `${words(10).join(' ')} 東京駅の近くに駐車場があります`;
    expect(snippetOf(text, searchTerms('駐車場', { languages: ['ja'] }), 'ja', 2)).to.equal('…w4 w5…');
  });

  it('quotes nothing of an empty text', () => {
    expect(snippetOf(' \n ', en('parking'), 'en')).to.equal('');
    expect(pageSnippet('', en('parking'), 'en')).to.equal('');
  });

  it('quotes a page from its start when the match is near it, else from the start of the line, marking the cut', () => {
    const near = `Parking is free. ${words(10).join(' ')}`;
    expect(pageSnippet(near, en('parking'), 'en')).to.equal(near);
    // Five long words before the match: the snippet itself starts with the line, the page's cut is marked.
    const long = words(5, 'x'.repeat(85)).join(' ');
    const far = `${words(100).join(' ')}\nIntro ${long} parking`;
    const quoted = pageSnippet(far, en('parking'), 'en');
    expect(quoted.startsWith(`…Intro ${'x'.repeat(85)}0 `), quoted).to.equal(true);
    expect(quoted).to.not.include('w99');
  });
});
