import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { normalizeEmail, normalizeName, normalizePhone } from '../../../domain/profile/contact.js';

/** Anything a JSON body (or a buggy caller) can put in an argument. */
const anyInput = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ maxLength: 100_000 }),
  fc.anything(),
  fc.double(),
  fc.integer(),
);

describe('normalizeName', () => {
  it('trims', () => expect(normalizeName('  Ada  ', 'first_name')).to.deep.equal(E.right('Ada')));
  it('keeps inner spaces, accents and scripts', () => {
    expect(normalizeName(' Jean  Luc ', 'first_name')).to.deep.equal(E.right('Jean  Luc'));
    expect(normalizeName('Zoë', 'first_name')).to.deep.equal(E.right('Zoë'));
    expect(normalizeName('محمد', 'first_name')).to.deep.equal(E.right('محمد'));
    expect(normalizeName('山田', 'last_name')).to.deep.equal(E.right('山田'));
  });
  it('turns an empty or blank string into null', () => {
    expect(normalizeName('', 'first_name')).to.deep.equal(E.right(null));
    expect(normalizeName(' \t ', 'last_name')).to.deep.equal(E.right(null));
  });
  it('clears with null', () => expect(normalizeName(null, 'last_name')).to.deep.equal(E.right(null)));
  it('refuses non-text, overlong and control characters, naming the field', () => {
    expect(normalizeName(42, 'first_name')).to.deep.equal(E.left({ _tag: 'Invalid', message: 'first_name must be text' }));
    expect(E.isLeft(normalizeName('x'.repeat(101), 'last_name'))).to.equal(true);
    expect(E.isLeft(normalizeName('Ada\nLovelace', 'first_name'))).to.equal(true);
  });
  it('never throws', () => {
    fc.assert(
      fc.property(anyInput, (input) => void normalizeName(input, 'first_name')),
      { numRuns: 1000 },
    );
  });
});

describe('normalizeEmail', () => {
  const TABLE: ReadonlyArray<readonly [unknown, string | null]> = [
    ['ada@example.com', 'ada@example.com'],
    ['  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['ÉLODIE@exemple.fr', 'élodie@exemple.fr'],
    ['', null],
    ['   ', null],
    [null, null],
  ];
  for (const [input, expected] of TABLE) {
    it(`reads ${JSON.stringify(input)} as ${JSON.stringify(expected)}`, () => expect(normalizeEmail(input)).to.deep.equal(E.right(expected)));
  }
  for (const input of ['ada.example.com', '@example.com', 'ada@', 'ada @example.com', 42, {}, `${'a'.repeat(250)}@example.com`]) {
    it(`refuses ${JSON.stringify(input).slice(0, 40)}`, () => expect(E.isLeft(normalizeEmail(input))).to.equal(true));
  }
  it('never throws; a Right is trimmed, lowercase and has an @', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          fc.emailAddress(),
          fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
        ),
        (input) => {
          const result = normalizeEmail(input);
          if (E.isRight(result) && result.right !== null) {
            expect(result.right).to.equal(result.right.trim().toLowerCase());
            expect(result.right).to.include('@');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('accepts every generated email address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(normalizeEmail(email)).to.deep.equal(E.right(email.toLowerCase()));
      }),
    );
  });
});

describe('normalizePhone', () => {
  const TABLE: ReadonlyArray<readonly [unknown, string | null, string]> = [
    ['+1 415 555 2671', 'en', '+14155552671'],
    ['(415) 555-2671', 'en-US', '+14155552671'],
    ['06 12 34 56 78', 'fr', '+33612345678'],
    ['030 1234567', 'de', '+49301234567'],
    ['0049 30 1234567', 'fr', '+49301234567'],
    ['plus 33 6 12 34 56 78', 'en', '+33612345678'],
    ['+44 20 7946 0958', 'ja', '+442079460958'],
    ['090-1234-5678', 'ja', '+819012345678'],
    ['02 1234 5678', 'en-AU', '+61212345678'],
    ['0412 345 678', 'en-AU', '+61412345678'],
    ['010 1234 5678', 'ko', '+821012345678'],
    ['054-234-5678', 'he', '+972542345678'],
    ['02-123-4567', 'he', '+97221234567'],
    ['0612 345678', 'ar-MA', '+212612345678'],
    [4155552671, 'en', '+14155552671'],
  ];
  for (const [input, language, expected] of TABLE) {
    it(`reads ${JSON.stringify(input)} in ${language} as ${expected}`, () => {
      expect(normalizePhone(input, language)).to.deep.equal(E.right(expected));
    });
  }
  it('reads a local number in the country of the language (fr-CA is Canada, not France)', () => {
    expect(normalizePhone('(514) 555-0123', 'fr-CA')).to.deep.equal(E.right('+15145550123'));
    expect(normalizePhone('06 12 34 56 78', 'fr-CA')).to.deep.equal(
      E.left({ _tag: 'Invalid', message: 'phone must be a valid phone number, with its country code when it is not local' }),
    );
  });
  it('clears with null or an empty string', () => {
    expect(normalizePhone(null, 'en')).to.deep.equal(E.right(null));
    expect(normalizePhone('  ', 'en')).to.deep.equal(E.right(null));
  });
  for (const input of ['12', 'call me maybe', '+999 123', {}, -5, 1.5, true]) {
    it(`refuses ${JSON.stringify(input)}`, () => expect(E.isLeft(normalizePhone(input, 'en'))).to.equal(true));
  }
  it('never throws, whatever the number and the language', () => {
    const language = fc.oneof(fc.constantFrom('en', 'fr-CA', 'ar', 'zz', 'und', '', 'x-private', 'en-AQ', 'yi', 'und-001'), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.stringMatching(/^\+?[0-9 ()-]{0,30}$/)), language, (input, lang) => {
        const result = normalizePhone(input, lang);
        if (E.isRight(result) && result.right !== null) expect(result.right).to.match(/^\+[1-9]\d{6,14}$/);
      }),
      { numRuns: 3000 },
    );
  });
});
