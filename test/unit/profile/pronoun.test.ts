import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { normalizePronoun } from '../../../domain/profile/pronoun.js';
import { PRONOUN_KEYS } from '../../../domain/profile/pronoun-keys.js';
import { leftOf } from '../../support/expect.js';

const TABLE: ReadonlyArray<readonly [string, string]> = [
  // English: short, object, slash and spaced forms, case and spacing do not matter
  ['she', 'she_her'],
  ['her', 'she_her'],
  ['She/Her', 'she_her'],
  ['she / her / hers', 'she_her'],
  ['SHE HER', 'she_her'],
  ['he', 'he_him'],
  ['him', 'he_him'],
  ['he/him', 'he_him'],
  ['He/Him/His', 'he_him'],
  ['he-him', 'he_him'],
  ['they', 'they_them'],
  ['them', 'they_them'],
  ['they/them', 'they_them'],
  ['They Them', 'they_them'],
  ['non-binary', 'they_them'],
  ['nonbinary', 'they_them'],
  ['Non binary', 'they_them'],
  ['nb', 'they_them'],
  ['enby', 'they_them'],
  ['none', 'unspecified'],
  ['prefer not to say', 'unspecified'],
  ["I'd rather not say", 'unspecified'],
  ['no pronouns', 'unspecified'],
  ['', 'unspecified'],
  ['   ', 'unspecified'],
  // the keys themselves
  ['she_her', 'she_her'],
  ['he_him', 'he_him'],
  ['they_them', 'they_them'],
  ['unspecified', 'unspecified'],
  // a sentence around it, and mixed sets (the first one wins)
  ['my pronouns are she/her', 'she_her'],
  ['he/him please', 'he_him'],
  ['she/they', 'she_her'],
  ['they/he', 'they_them'],
  // French
  ['elle', 'she_her'],
  ['il', 'he_him'],
  ['lui', 'he_him'],
  ['iel', 'they_them'],
  ['non-binaire', 'they_them'],
  ['aucun', 'unspecified'],
  ['Je préfère ne pas dire', 'unspecified'],
  // Spanish
  ['ella', 'she_her'],
  ['él', 'he_him'],
  ['ÉL', 'he_him'],
  ['no binario', 'they_them'],
  ['prefiero no decirlo', 'unspecified'],
  // German
  ['sie', 'she_her'],
  ['sie/ihr', 'she_her'],
  ['er', 'he_him'],
  ['er/ihm', 'he_him'],
  ['nicht-binär', 'they_them'],
  ['keine Angabe', 'unspecified'],
  // Italian, Portuguese
  ['lei', 'she_her'],
  ['lui', 'he_him'],
  ['ela/dela', 'she_her'],
  ['ele/dele', 'he_him'],
  ['elu', 'they_them'],
  ['não-binário', 'they_them'],
  // Dutch, Nordic
  ['zij/haar', 'she_her'],
  ['hij/hem', 'he_him'],
  ['hon', 'she_her'],
  ['han', 'he_him'],
  ['hen', 'they_them'],
  ['hun', 'she_her'],
  // Slavic, Greek
  ['ona', 'she_her'],
  ['on', 'he_him'],
  ['oni', 'they_them'],
  ['она', 'she_her'],
  ['он', 'he_him'],
  ['они', 'they_them'],
  ['αυτή', 'she_her'],
  // Arabic, Hebrew, CJK
  ['هي', 'she_her'],
  ['هو', 'he_him'],
  ['היא', 'she_her'],
  ['הוא', 'he_him'],
  ['她', 'she_her'],
  ['他', 'he_him'],
  ['TA', 'they_them'],
  ['彼女', 'she_her'],
  ['彼', 'he_him'],
  ['그녀', 'she_her'],
];

describe('normalizePronoun', () => {
  for (const [input, expected] of TABLE) {
    it(`reads ${JSON.stringify(input)} as ${expected}`, () => {
      expect(normalizePronoun(input)).to.deep.equal(E.right(expected));
    });
  }

  it('clears the pronoun with null', () => {
    expect(normalizePronoun(null)).to.deep.equal(E.right('unspecified'));
  });

  for (const input of ['xyz', 'banana', '42', 'it depends on the weather']) {
    it(`says ${JSON.stringify(input)} was not understood`, () => {
      const result = normalizePronoun(input);
      expect(leftOf(result).message).to.match(/^pronoun was not understood/);
    });
  }

  for (const input of [42, true, {}, ['she'], undefined]) {
    it(`refuses a non-text value (${JSON.stringify(input)})`, () => {
      leftOf(normalizePronoun(input));
    });
  }

  it('refuses very long input without reading it', () => {
    expect(normalizePronoun(`she ${'x'.repeat(10_000)}`)).to.deep.equal(E.left({ _tag: 'Invalid', message: 'pronoun is too long' }));
  });

  describe('properties', () => {
    it('never throws, and any Right is one of the four keys', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.anything()), (input) => {
          const result = normalizePronoun(input);
          if (E.isRight(result)) expect(PRONOUN_KEYS).to.include(result.right);
        }),
        { numRuns: 2000 },
      );
    });

    it('never throws on huge strings', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1000, maxLength: 200_000 }), (input) => void normalizePronoun(input)),
        { numRuns: 20 },
      );
    });

    it('is insensitive to case and surrounding spaces', () => {
      const forms = TABLE.map(([form]) => form).filter((f) => f.trim() !== '');
      fc.assert(
        fc.property(fc.constantFrom(...forms), fc.constantFrom('', ' ', '\t', '  '), (form, pad) => {
          expect(normalizePronoun(`${pad}${form.toUpperCase()}${pad}`)).to.deep.equal(normalizePronoun(form));
        }),
      );
    });
  });
});
