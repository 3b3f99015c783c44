import { expect } from 'chai';
import { fold } from '../../../domain/profile/fold.js';

/**
 * A set of kept characters no call has used yet (fold builds a pattern once per set and keeps
 * it): an unused symbol is added, which the texts below never contain.
 */
let fresh = 0;
const newSet = (keep: string) => `${keep}${String.fromCodePoint(0x2600 + (fresh++ % 448))}`;

describe('fold (free text for lookup)', () => {
  it('lowercases and drops accents and other combining marks', () => {
    expect(fold('Français')).to.equal('francais');
    expect(fold('ÉL')).to.equal('el');
    expect(fold('Ελληνικά')).to.equal('ελληνικα');
  });

  it('reads compatibility forms as their plain letters (full-width, ligatures)', () => {
    expect(fold('ＡＢＣ')).to.equal('abc');
    expect(fold('ﬁn')).to.equal('fin');
  });

  it('turns runs of punctuation and spaces into one space, trimmed', () => {
    expect(fold('  Hello,   wörld!! ')).to.equal('hello world');
    expect(fold('pt_BR')).to.equal('pt br');
    expect(fold('...')).to.equal('');
    expect(fold('日本語 2')).to.equal('日本語 2');
  });

  it('keeps the characters it is told to, even those special in a pattern', () => {
    expect(fold('a-b_c.d', '-')).to.equal('a-b c d');
    expect(fold('a-b_c.d', '-.')).to.equal('a-b c.d');
    expect(fold('a]b[c', ']')).to.equal('a]b c');
    expect(fold('a\\b/c', '\\')).to.equal('a\\b c');
    expect(fold('a^b', '^')).to.equal('a^b');
    // The same, with a pattern built in this test rather than taken from an earlier call's.
    expect(fold('a-b_c.d', newSet('-'))).to.equal('a-b c d');
    expect(fold('a-b_c.d', newSet('-.'))).to.equal('a-b c.d');
    expect(fold('a]b[c', newSet(']'))).to.equal('a]b c');
    expect(fold('a\\b/c', newSet('\\'))).to.equal('a\\b c');
    expect(fold('Hello,  wörld', newSet(''))).to.equal('hello world');
    // Kept characters do not leak into another call's set.
    expect(fold('a-b_c.d')).to.equal('a b c d');
    expect(fold('a-b_c.d', '-')).to.equal('a-b c d');
  });
});
