import { expect } from 'chai';
import { TimeOrderedIdGenerator } from '../../../infrastructure/system/time-ordered-ids.js';

describe('TimeOrderedIdGenerator', () => {
  it('makes unique ids whose string order is their creation order, even within a millisecond', () => {
    const ids = new TimeOrderedIdGenerator();
    const made = Array.from({ length: 20_000 }, () => ids.next());
    expect(new Set(made).size).to.equal(made.length);
    expect([...made].sort()).to.deep.equal(made);
    expect(made.every((id) => /^[0-9a-z]{9}[0-9a-f]{16}$/.test(id))).to.equal(true);
  });
});
