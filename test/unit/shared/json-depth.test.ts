import { expect } from 'chai';
import { nestsDeeperThan } from '../../../domain/shared/json-depth.js';

describe('JSON depth, read from the text', () => {
  it('counts arrays and objects alike, from the top: {} is one level', () => {
    expect([nestsDeeperThan('{}', 1), nestsDeeperThan('{}', 0), nestsDeeperThan('{"a":[{"b":[]}]}', 4), nestsDeeperThan('{"a":[{"b":[]}]}', 3)]).to.deep.equal([
      false,
      true,
      false,
      true,
    ]);
    expect([nestsDeeperThan('1', 0), nestsDeeperThan('"text"', 0), nestsDeeperThan('', 0)]).to.deep.equal([false, false, false]);
  });

  it('measures the deepest branch, not the number of brackets', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '[[]]').join(',')}]`;
    expect([nestsDeeperThan(wide, 3), nestsDeeperThan(wide, 2)]).to.deep.equal([false, true]);
  });

  it('ignores brackets inside strings, whatever their escapes', () => {
    for (const text of ['["[[[["]', '{"{{{":"]]]["}', '["\\"[[["]', '["\\\\", "x"]', '["a\\\\\\"[[[["]']) {
      expect(JSON.parse(text), text).to.not.equal(undefined);
      expect(nestsDeeperThan(text, 1), text).to.equal(false);
    }
    // An escaped backslash ends before the quote: the brackets after it are the document's.
    expect(nestsDeeperThan('["\\\\",[[]]]', 2)).to.equal(true);
  });

  it('says 10,000 levels are over 64, and 64 are not', () => {
    expect(nestsDeeperThan('['.repeat(10_000) + ']'.repeat(10_000), 64)).to.equal(true);
    expect(nestsDeeperThan('['.repeat(64) + ']'.repeat(64), 64)).to.equal(false);
  });
});
