import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { knownLanguageTag, normalizeLanguage } from '../../../domain/profile/language.js';
import { leftOf } from '../../support/expect.js';

const NAMES: ReadonlyArray<readonly [string, string]> = [
  // English names, any case, with words around them
  ['French', 'fr'],
  ['FRENCH', 'fr'],
  ['german', 'de'],
  ['Japanese', 'ja'],
  ['Arabic', 'ar'],
  ['Spanish', 'es'],
  ['Hebrew', 'he'],
  ['Persian', 'fa'],
  ['Farsi', 'fa'],
  ['Urdu', 'ur'],
  ['Chinese', 'zh'],
  ['Mandarin', 'zh'],
  ['Korean', 'ko'],
  ['Hindi', 'hi'],
  ['Swahili', 'sw'],
  ['Greek', 'el'],
  ['Dutch', 'nl'],
  ['Norwegian', 'no'],
  ['Brazilian Portuguese', 'pt-BR'],
  ['Canadian French', 'fr-CA'],
  ['Simplified Chinese', 'zh-Hans'],
  ['Traditional Chinese', 'zh-Hant'],
  ['British English', 'en-GB'],
  ['Cantonese', 'yue'],
  ['Kurdish Sorani', 'ckb'],
  ['Central Kurdish', 'ckb'],
  ['Filipino', 'fil'],
  ['in French please', 'fr'],
  ['the German language', 'de'],
  // native names, with or without accents
  ['français', 'fr'],
  ['Français', 'fr'],
  ['francais', 'fr'],
  ['Deutsch', 'de'],
  ['Español', 'es'],
  ['espanol', 'es'],
  ['Italiano', 'it'],
  ['Português', 'pt'],
  ['Nederlands', 'nl'],
  ['Svenska', 'sv'],
  ['Polski', 'pl'],
  ['Türkçe', 'tr'],
  ['Ελληνικά', 'el'],
  ['русский', 'ru'],
  ['Русский', 'ru'],
  ['українська', 'uk'],
  ['日本語', 'ja'],
  ['中文', 'zh'],
  ['한국어', 'ko'],
  ['العربية', 'ar'],
  ['עברית', 'he'],
  ['فارسی', 'fa'],
  ['اردو', 'ur'],
  ['हिन्दी', 'hi'],
  ['বাংলা', 'bn'],
  ['ไทย', 'th'],
  ['Tiếng Việt', 'vi'],
  ['tieng viet', 'vi'],
  ['Kiswahili', 'sw'],
  ['Bahasa Indonesia', 'id'],
  // names in other languages
  ['Französisch', 'fr'],
  ['francés', 'fr'],
  ['anglais', 'en'],
  ['Inglés', 'en'],
];

const CODES: ReadonlyArray<readonly [string, string]> = [
  ['fr', 'fr'],
  ['FR', 'fr'],
  ['pt-br', 'pt-BR'],
  ['pt_BR', 'pt-BR'],
  ['zh-hant-tw', 'zh-Hant-TW'],
  ['sr-Latn', 'sr-Latn'],
  ['iw', 'he'],
  ['ckb', 'ckb'],
  ['en-US', 'en-US'],
  ['es-419', 'es-419'],
  ['de-CH', 'de-CH'],
];

describe('normalizeLanguage', () => {
  for (const [input, expected] of [...NAMES, ...CODES]) {
    it(`reads ${JSON.stringify(input)} as ${expected}`, () => expect(normalizeLanguage(input)).to.deep.equal(E.right(expected)));
  }

  for (const input of ['Klingonese', 'klingon', 'fr-XX', 'xx', 'und', 'zxx', 'Elvish', '42', '', '  ', 'a'.repeat(101)]) {
    it(`refuses ${JSON.stringify(input).slice(0, 30)}`, () => leftOf(normalizeLanguage(input)));
  }

  for (const input of [null, 42, {}, ['fr'], true, undefined]) {
    it(`refuses the non-text ${JSON.stringify(input)}`, () => {
      expect(normalizeLanguage(input)).to.deep.equal(E.left({ _tag: 'Invalid', message: 'language must be a language name or code' }));
    });
  }

  describe('properties', () => {
    it('never throws; a Right is a known canonical tag', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'grapheme' }),
            fc.string({ unit: 'binary' }),
            fc.anything(),
            fc.stringMatching(/^[a-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/),
          ),
          (input) => {
            const result = normalizeLanguage(input);
            if (E.isRight(result)) expect(knownLanguageTag(result.right)).to.equal(result.right);
          },
        ),
        { numRuns: 3000 },
      );
    });

    it('never throws on huge strings', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1000, maxLength: 200_000 }), (input) => void normalizeLanguage(input)),
        { numRuns: 20 },
      );
    });

    it('ignores case and accents of a known name', () => {
      const names = NAMES.map(([name]) => name);
      fc.assert(
        fc.property(fc.constantFrom(...names), (name) => {
          expect(normalizeLanguage(name.toUpperCase())).to.deep.equal(normalizeLanguage(name));
          expect(normalizeLanguage(name.normalize('NFD').replace(/\p{M}/gu, ''))).to.deep.equal(normalizeLanguage(name));
        }),
      );
    });
  });
});
