import { expect } from 'chai';
import { indexedText, wordForms } from '../../../domain/search/analysis/analyzer.js';
import { lightArabicStem, normalizeArabic } from '../../../domain/search/analysis/arabic.js';
import { compoundSplits } from '../../../domain/search/analysis/compounds.js';
import { languagesOfScript } from '../../../domain/search/analysis/languages.js';
import { typosAllowed, withinEdits } from '../../../domain/search/edit-distance.js';
import { matcherOf } from '../../../domain/search/matching.js';
import { searchTerms } from '../../../domain/search/query.js';

const formsOf = (text: string, language: string) => searchTerms(text, { languages: [language] }).map((term) => term.forms);

describe('search analysis: words as each language reads them', () => {
  it('stems a word in its language, folding case and accents', () => {
    expect(wordForms('Deliveries', 'en')).to.deep.equal(['deliveri']);
    expect(wordForms('livrez', 'fr')).to.deep.equal(['livr']);
    expect(wordForms('Lieferungen', 'de')).to.deep.equal(wordForms('Lieferung', 'de'));
    expect(wordForms('entregas', 'es')).to.deep.equal(wordForms('entrega', 'es'));
    expect(wordForms('the', 'en'), 'a function word').to.deep.equal([]);
    expect(wordForms('hours', 'xx'), 'a language without rules: the plural trimmed').to.deep.equal(['hour']);
  });

  it('reads an Arabic word with and without its article the same, its marks and letter forms unified', () => {
    expect(normalizeArabic('أُغْلِقَ')).to.equal('اغلق');
    expect(lightArabicStem(normalizeArabic('الوظائف'))).to.equal(lightArabicStem(normalizeArabic('وظائف')));
    expect(lightArabicStem(normalizeArabic('عنوانكم'))).to.equal(lightArabicStem(normalizeArabic('العنوان')));
    const jobs = wordForms('وظائف', 'ar');
    expect(wordForms('الوظائف', 'ar').some((form) => jobs.includes(form))).to.equal(true);
    expect(indexedText('نفتح في التاسعة', 'ar').split(' ')).to.include('نفتح');
  });

  it('splits a compound of a compounding language both ways, its joining letters off', () => {
    expect(compoundSplits('nussallergie', 'de')).to.deep.include(['nuss', 'allergie']);
    expect(compoundSplits('liebesbrief', 'de')).to.deep.include(['liebe', 'brief']);
    expect(compoundSplits('nussallergie', 'en'), 'English writes its compounds apart').to.deep.equal([]);
    expect(compoundSplits('kuchen', 'de'), 'too short to split').to.deep.equal([]);
  });

  it('tells the languages of a text by its script, Latin aside', () => {
    expect(languagesOfScript('ما هي ساعات العمل؟')).to.deep.equal(['ar']);
    expect(languagesOfScript('Где вы находитесь?')).to.deep.equal(['ru']);
    expect(languagesOfScript('駐車場はありますか')).to.include('ja');
    expect(languagesOfScript('where are you?')).to.deep.equal([]);
  });

  it('counts edits with transpositions, bounded, and allows more of them in longer words', () => {
    expect(withinEdits('delivery', 'delivry', 1)).to.equal(true);
    expect(withinEdits('delivery', 'dleivery', 1), 'a transposition is one edit').to.equal(true);
    expect(withinEdits('delivery', 'dlivry', 1)).to.equal(false);
    expect(withinEdits('delivery', 'dlivry', 2)).to.equal(true);
    expect(withinEdits('cat', 'caterpillar', 2)).to.equal(false);
    expect([typosAllowed('cake'), typosAllowed('bread'), typosAllowed('appointment')]).to.deep.equal([0, 1, 2]);
  });

  it('asks for a question of function words by what one of them says, when it says it', () => {
    expect(formsOf('where are you?', 'en')).to.deep.equal([['address']]);
    expect(formsOf('wo seid ihr?', 'de')).to.deep.equal([['adress']]);
    expect(formsOf('who owns the bakery', 'en'), '"who" beside other words').to.deep.equal([['own'], ['bakeri'], ['stori']]);
    expect(formsOf('when do you deliver', 'en'), '"when" only alone').to.deep.equal([['deliv']]);
    expect(searchTerms('where are you?', { languages: ['en'], synonyms: { builtIn: false, groups: [] } }), 'built-ins off').to.deep.equal([]);
  });

  it('matches a page word as itself, a synonym, a derivation or a misspelling, in that order of worth', () => {
    const [deliver] = searchTerms('deliver', { languages: ['en'] });
    const matcher = matcherOf(deliver!);
    expect(['deliv', 'ship', 'deliveryman', 'dleiv', 'bread'].map(matcher)).to.deep.equal(['exact', 'synonym', 'prefix', 'typo', null]);
    const [own] = searchTerms('parcel', { languages: ['en'], synonyms: { builtIn: true, groups: [['parcel', 'hamper']] } });
    expect(matcherOf(own!)('hamper')).to.equal('synonym');
  });
});
