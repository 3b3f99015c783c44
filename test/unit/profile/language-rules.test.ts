import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { knownLanguageTag, normalizeLanguage } from '../../../domain/profile/language.js';

const refused = (message: string) => E.left({ _tag: 'Invalid', message });

describe('normalizeLanguage, each refusal', () => {
  it('says a blank answer is no language, and an answer of only filler words is not one it knows', () => {
    expect(normalizeLanguage(' \n ')).to.deep.equal(refused('language must be a language name or code'));
    expect(normalizeLanguage('the language please')).to.deep.equal(refused('language was not recognized as a language name or code'));
  });

  it('reads up to 100 characters, trimmed', () => {
    expect(normalizeLanguage(`  French${' '.repeat(94)}`)).to.deep.equal(E.right('fr'));
    expect(normalizeLanguage(`French${' '.repeat(94)}`)).to.deep.equal(E.right('fr'));
    expect(normalizeLanguage(`French${'!'.repeat(95)}`)).to.deep.equal(refused('language is too long'));
  });

  it('knows a tag only when the runtime can name its language, script and region', () => {
    expect(knownLanguageTag('sr_Latn_RS')).to.equal('sr-Latn-RS');
    expect(knownLanguageTag('fr-Qaaa')).to.equal(null);
    expect(knownLanguageTag('fr-AA')).to.equal(null);
    expect(knownLanguageTag('qaa')).to.equal(null);
  });
});
