import { expect } from 'chai';
import fc from 'fast-check';
import { englishLanguageName, textDirection } from '../../../domain/translation/language-info.js';

describe('textDirection', () => {
  const RTL = [
    'ar',
    'ar-EG',
    'ar-MA',
    'he',
    'he-IL',
    'iw',
    'fa',
    'fa-AF',
    'ur',
    'ps',
    'sd',
    'ug',
    'ckb',
    'yi',
    'dv',
    'ks',
    'syr',
    'nqo',
    'az-Arab',
    'pa-Arab',
    'ms-Arab',
    'ff-Adlm',
    'uz-Arab',
    'ku-Arab',
    'prs',
    'pnb',
  ];
  const LTR = ['en', 'fr', 'de', 'ja', 'zh-Hant', 'ru', 'hi', 'tr', 'az', 'az-Latn', 'pa', 'ku', 'ms', 'ff', 'sd-Deva', 'ug-Cyrl', 'sr-Latn', 'el', 'th'];
  for (const tag of RTL) it(`${tag} is rtl`, () => expect(textDirection(tag)).to.equal('rtl'));
  for (const tag of LTR) it(`${tag} is ltr`, () => expect(textDirection(tag)).to.equal('ltr'));

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (tag) => {
        expect(['ltr', 'rtl']).to.include(textDirection(tag));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('englishLanguageName', () => {
  for (const [tag, name] of [
    ['fr', 'French'],
    ['de', 'German'],
    ['ja', 'Japanese'],
    ['ar', 'Arabic'],
    ['pt-BR', 'Brazilian Portuguese'],
    ['zh-Hant', 'Traditional Chinese'],
    ['fa', 'Persian'],
    ['ckb', 'Central Kurdish'],
  ]) {
    it(`names ${tag} ${name}`, () => expect(englishLanguageName(tag!)).to.equal(name));
  }
  it('answers the tag itself when it cannot name it, and never throws', () => {
    expect(englishLanguageName('not a tag!')).to.equal('not a tag!');
    fc.assert(
      fc.property(fc.string(), (tag) => {
        expect(englishLanguageName(tag)).to.be.a('string');
      }),
      { numRuns: 500 },
    );
  });
});
