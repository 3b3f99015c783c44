import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { normalizePronoun } from '../../../domain/profile/pronoun.js';

const NOT_UNDERSTOOD = { _tag: 'Invalid', message: 'pronoun was not understood (say she/her, he/him, they/them or none)' };

describe('normalizePronoun, rule by rule', () => {
  it('says what a non-text value should have been', () => {
    expect(normalizePronoun(7)).to.deep.equal(E.left({ _tag: 'Invalid', message: 'pronoun must be a word such as she, he or they' }));
  });

  it('reads up to 100 characters', () => {
    const hundred = `she${' '.repeat(97)}`;
    expect(normalizePronoun(hundred)).to.deep.equal(E.right('she_her'));
    expect(normalizePronoun(`${hundred} `)).to.deep.equal(E.left({ _tag: 'Invalid', message: 'pronoun is too long' }));
  });

  it('reads keys as they are stored, and as they are written with spaces or slashes', () => {
    expect(normalizePronoun('they_them')).to.deep.equal(E.right('they_them'));
    expect(normalizePronoun('he_him_his')).to.deep.equal(E.right('he_him'));
    expect(normalizePronoun('//they / them//')).to.deep.equal(E.right('they_them'));
    expect(normalizePronoun('she  /her')).to.deep.equal(E.right('she_her'));
    expect(normalizePronoun('/ unspecified /')).to.deep.equal(E.right('unspecified'));
  });

  it('finds a known phrase inside a longer answer, before reading word by word', () => {
    expect(normalizePronoun("honestly I'd rather not say, she")).to.deep.equal(E.right('unspecified'));
    expect(normalizePronoun('well, gender neutral he')).to.deep.equal(E.right('they_them'));
  });

  it('reads a short answer word by word, allowing two unknown words but not three', () => {
    expect(normalizePronoun('she, thanks mate')).to.deep.equal(E.right('she_her'));
    expect(normalizePronoun('she, thanks a lot')).to.deep.equal(E.left(NOT_UNDERSTOOD));
    expect(normalizePronoun('my pronouns are he, thanks mate')).to.deep.equal(E.right('he_him'));
    expect(normalizePronoun('thanks mate')).to.deep.equal(E.left(NOT_UNDERSTOOD));
  });
});
