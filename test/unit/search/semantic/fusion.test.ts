import { expect } from 'chai';
import { fuseRankings } from '../../../../domain/search/fusion.js';

const ids = (hits: ReturnType<typeof fuseRankings>) => hits.map((hit) => hit.page_id);

describe('Reciprocal rank fusion of a lexical and a semantic ranking', () => {
  it('scores each page Σ 1 / (60 + rank) over the rankings holding it, with its place in each', () => {
    expect(fuseRankings(['a', 'b'], ['b', 'c'])).to.deep.equal([
      { page_id: 'b', score: 1 / 62 + 1 / 61, lexical_rank: 2, semantic_rank: 1 },
      { page_id: 'a', score: 1 / 61, lexical_rank: 1, semantic_rank: null },
      { page_id: 'c', score: 1 / 62, lexical_rank: null, semantic_rank: 2 },
    ]);
  });

  it('a page ranked fairly well by both beats one ranked first by one alone', () => {
    expect(ids(fuseRankings(['words-only', 'x', 'y', 'both'], ['meaning-only', 'z', 'both']))[0]).to.equal('both');
  });

  it('finds a page only the semantic ranking holds (a question sharing no word with it)', () => {
    expect(ids(fuseRankings([], ['delivery', 'hours']))).to.deep.equal(['delivery', 'hours']);
  });

  it('leaves the lexical ranking as it was when there is no semantic one', () => {
    expect(ids(fuseRankings(['c', 'a', 'b'], []))).to.deep.equal(['c', 'a', 'b']);
  });

  it('on a tie, the page with the better place first, then the one the lexical ranking holds (a matching word)', () => {
    // k = 0: x and z are first of one ranking each (1), y second of both (1/2 + 1/2): a three-way tie.
    // x and z have the better place (x first: the lexical ranking holds it), then y.
    expect(ids(fuseRankings(['x', 'y'], ['z', 'y'], { k: 0 }))).to.deep.equal(['x', 'z', 'y']);
    // a: lexical 1 only; s: semantic 1 only; the same score and place: the lexical one first.
    expect(ids(fuseRankings(['a'], ['s']))).to.deep.equal(['a', 's']);
  });

  it('weights move a ranking up or down; k flattens or sharpens the head', () => {
    expect(ids(fuseRankings(['a'], ['s'], { semanticWeight: 2 }))).to.deep.equal(['s', 'a']);
    expect(ids(fuseRankings(['a'], ['s'], { lexicalWeight: 0.5 }))).to.deep.equal(['s', 'a']);
    // With k = 0, first place alone (1) beats two third places (2/3).
    expect(ids(fuseRankings(['one', 'x', 'two'], ['y', 'z', 'two'], { k: 0 }))[0]).to.equal('one');
    expect(ids(fuseRankings(['one', 'x', 'two'], ['y', 'z', 'two']))[0]).to.equal('two');
  });

  it('counts a page named twice in one ranking at its first place', () => {
    expect(fuseRankings(['a', 'b', 'a'], [])).to.deep.equal([
      { page_id: 'a', score: 1 / 61, lexical_rank: 1, semantic_rank: null },
      { page_id: 'b', score: 1 / 62, lexical_rank: 2, semantic_rank: null },
    ]);
  });
});
