import { expect } from 'chai';
import { memoize } from '../../../domain/shared/memo.js';

/** A memoized function that records every key it was really computed for. */
function counted<A>(answer: (key: string) => A, max?: number) {
  const computed: string[] = [];
  const fn = memoize((key: string) => {
    computed.push(key);
    return answer(key);
  }, max);
  return { fn, computed };
}

describe('memoize', () => {
  it('computes a key once and answers it again from the cache', () => {
    const { fn, computed } = counted((key) => key.toUpperCase());
    expect(fn('fr')).to.equal('FR');
    expect(fn('fr')).to.equal('FR');
    expect(fn('de')).to.equal('DE');
    expect(computed).to.deep.equal(['fr', 'de']);
  });

  it('keeps an answer of undefined too (an unknown country is not looked up again)', () => {
    const { fn, computed } = counted(() => undefined);
    expect(fn('zz')).to.equal(undefined);
    expect(fn('zz')).to.equal(undefined);
    expect(computed).to.deep.equal(['zz']);
  });

  it('does not keep keys longer than 64 characters (an attacker cannot fill it with junk)', () => {
    const { fn, computed } = counted((key) => key.length);
    const longest = 'a'.repeat(64);
    const tooLong = 'b'.repeat(65);
    fn(longest);
    fn(longest);
    expect(fn(tooLong)).to.equal(65);
    expect(fn(tooLong)).to.equal(65);
    expect(computed).to.deep.equal([longest, tooLong, tooLong]);
  });

  it('keeps at most `max` answers, dropping the oldest first', () => {
    const { fn, computed } = counted((key) => key, 2);
    fn('a');
    fn('b');
    fn('c'); // drops a
    fn('b');
    fn('c');
    expect(computed).to.deep.equal(['a', 'b', 'c']);
    fn('a'); // computed again; drops b
    fn('c');
    expect(computed).to.deep.equal(['a', 'b', 'c', 'a']);
    fn('b');
    expect(computed).to.deep.equal(['a', 'b', 'c', 'a', 'b']);
  });

  it('keeps 1000 answers unless told otherwise', () => {
    const { fn, computed } = counted((key) => key);
    for (let i = 0; i <= 1000; i++) fn(String(i));
    fn('1000');
    fn('1');
    expect(computed).to.have.length(1001);
    fn('0'); // the oldest, dropped when the 1001st came
    expect(computed).to.have.length(1002);
  });
});
