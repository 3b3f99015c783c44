import { expect } from 'chai';
import { cleanText } from '../../../domain/onboarding/text.js';

describe('onboarding: text from the outside world', () => {
  it('turns runs of control characters into one space and collapses whitespace', () => {
    expect(cleanText('a\u0000\u0001b\u007f\u009fc \n\t d', 100)).to.equal('a b c d');
    expect(cleanText(42, 100)).to.equal('42');
    expect(cleanText({}, 100)).to.equal(null);
  });

  it('keeps a text of exactly max characters, and cuts a longer one at max with a mark', () => {
    expect(cleanText('abcde', 5)).to.equal('abcde');
    expect(cleanText('abcdef', 5)).to.equal('abcd…');
    expect(cleanText('abc defgh', 5)).to.equal('abc…');
  });
});
