import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { normalizeLanguage } from '../../../domain/profile/language.js';
import { buildLanguageIndex } from '../../../domain/profile/language-index.js';

/**
 * The index is built directly here: `normalizeLanguage` builds it once per process and keeps
 * it, so its own tests check only the first build.
 */
const lookUp = (names: readonly string[]) => {
  const index = buildLanguageIndex();
  return Object.fromEntries(names.map((name) => [name, index.get(name)]));
};

describe('the language name index', () => {
  it('names every language in English, as a dialect and in the standard form, with three-letter and regional ones', () => {
    expect(
      lookUp(['french', 'hawaiian', 'asturian', 'brazilian portuguese', 'portuguese brazil', 'swiss high german', 'german switzerland', 'serbian latin']),
    ).to.deep.equal({
      french: 'fr',
      hawaiian: 'haw',
      asturian: 'ast',
      'brazilian portuguese': 'pt-BR',
      'portuguese brazil': 'pt-BR',
      'swiss high german': 'de-CH',
      'german switzerland': 'de-CH',
      'serbian latin': 'sr-Latn',
    });
  });

  it('names every language and regional variant in itself, as a dialect and in the standard form', () => {
    expect(
      lookUp(['francais', 'deutsch', '日本語', 'francais canadien', 'francais canada', 'schweizer hochdeutsch', 'deutsch schweiz', 'espanol de mexico']),
    ).to.deep.equal({
      francais: 'fr',
      deutsch: 'de',
      日本語: 'ja',
      'francais canadien': 'fr-CA',
      'francais canada': 'fr-CA',
      'schweizer hochdeutsch': 'de-CH',
      'deutsch schweiz': 'de-CH',
      'espanol de mexico': 'es-MX',
    });
  });

  it('names every language in a few widely spoken languages, and by the names people use that CLDR lacks', () => {
    expect(lookUp(['franzosisch', 'frances', 'francese', 'japonais', 'farsi', 'nihongo', 'flemish', 'kurdish sorani'])).to.deep.equal({
      franzosisch: 'fr',
      frances: 'fr',
      francese: 'fr',
      japonais: 'ja',
      farsi: 'fa',
      nihongo: 'ja',
      flemish: 'nl-BE',
      'kurdish sorani': 'ckb',
    });
  });

  it('gives a name shared by two languages to the one it is the English name of', () => {
    // Twi calls itself "Akan"; Bihari's English name is "Bhojpuri", as is the language bho's.
    expect(lookUp(['akan', 'bhojpuri'])).to.deep.equal({ akan: 'ak', bhojpuri: 'bh' });
  });

  it('answers canonical tags only, as a code would be read (deprecated codes under their current one)', () => {
    const index = buildLanguageIndex();
    const notCanonical = [...new Set(index.values())].filter((tag) => Intl.getCanonicalLocales(tag)[0] !== tag);
    expect(notCanonical).to.deep.equal([]);
    expect(lookUp(['hebrew', 'indonesian', 'yiddish', 'javanese', 'tagalog', 'dari'])).to.deep.equal({
      hebrew: 'he',
      indonesian: 'id',
      yiddish: 'yi',
      javanese: 'jv',
      tagalog: 'fil',
      dari: 'fa-AF',
    });
  });

  it('reads a language said by name as the tag its code reads as', () => {
    expect(normalizeLanguage('Tagalog')).to.deep.equal(normalizeLanguage('tl'));
    expect(normalizeLanguage('Dari')).to.deep.equal(E.right('fa-AF'));
    expect(normalizeLanguage('prs')).to.deep.equal(E.right('fa-AF'));
  });
});
