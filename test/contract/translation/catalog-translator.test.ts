import { expect } from 'chai';
import { englishTexts, ENGLISH_LABELS } from '../../../domain/translation/labels.js';
import { knownLanguageTag } from '../../../domain/profile/language.js';
import { textDirection } from '../../../domain/translation/language-info.js';
import { CatalogTranslator } from '../../../infrastructure/translation/catalog-translator.js';
import { CATALOG, catalogEntry } from '../../../infrastructure/translation/catalog/index.js';
import { translatorContract } from './translator.contract.js';

describe('Translator contract [bundled catalog]', () => {
  translatorContract(async () => new CatalogTranslator(), ['fr', 'de', 'ja', 'ar', 'zh-TW', 'pt-BR']);
});

describe('CatalogTranslator', () => {
  const translator = new CatalogTranslator();
  const labelsIn = async (tag: string) => {
    const texts = englishTexts();
    const out = await translator.translate(texts, tag);
    return Object.fromEntries(texts.map((t, i) => [t, out[i]]));
  };

  it('covers at least 30 languages, each a known tag with all ten labels', () => {
    expect(CATALOG.size).to.be.at.least(30);
    for (const [tag, entry] of CATALOG) {
      expect(knownLanguageTag(tag), tag).to.equal(tag);
      expect(entry, tag).to.have.length(10);
      for (const label of entry) {
        expect(label, tag).to.be.a('string').and.not.equal('');
        expect(label.trim(), `${tag}: no stray spaces`).to.equal(label);
        expect(label.length, tag).to.be.at.most(40);
      }
      // Card captions are translated in every language (the pronoun sets may stay English).
      const english = Object.values(ENGLISH_LABELS.card_labels);
      expect(entry.slice(0, 6).filter((label, i) => label === english[i]).length, `${tag} translates its captions`).to.be.at.most(2);
    }
  });

  it('includes the right-to-left languages', () => {
    for (const tag of ['ar', 'he', 'fa', 'ur']) {
      expect(CATALOG.has(tag), tag).to.equal(true);
      expect(textDirection(tag)).to.equal('rtl');
    }
  });

  for (const [tag, firstName, unspecified] of [
    ['fr', 'Prénom', 'Non précisé'],
    ['de', 'Vorname', 'Keine Angabe'],
    ['es', 'Nombre', 'Sin especificar'],
    ['ja', '名', '未指定'],
    ['ar', 'الاسم الأول', 'غير محدد'],
    ['he', 'שם פרטי', 'לא צוין'],
    ['ru', 'Имя', 'Не указано'],
    ['zh-Hans', '名字', '未指定'],
  ] as const) {
    it(`labels ${tag}: first name "${firstName}", unspecified "${unspecified}"`, async () => {
      const labels = await labelsIn(tag);
      expect(labels['First name']).to.equal(firstName);
      expect(labels['Not specified']).to.equal(unspecified);
    });
  }

  it('files tags under the most specific entry it has', () => {
    expect(catalogEntry('fr-CA')).to.equal(CATALOG.get('fr'));
    expect(catalogEntry('pt-BR')).to.equal(CATALOG.get('pt'));
    expect(catalogEntry('zh')).to.equal(CATALOG.get('zh-Hans'));
    expect(catalogEntry('zh-CN')).to.equal(CATALOG.get('zh-Hans'));
    expect(catalogEntry('zh-TW')).to.equal(CATALOG.get('zh-Hant'));
    expect(catalogEntry('zh-HK')).to.equal(CATALOG.get('zh-Hant'));
    expect(catalogEntry('no')).to.equal(CATALOG.get('nb'));
    expect(catalogEntry('tl')).to.equal(CATALOG.get('fil'));
    expect(catalogEntry('tlh')).to.equal(undefined);
    expect(catalogEntry('not a tag')).to.equal(undefined);
  });

  it('rejects a text it does not know', async () => {
    let failed = false;
    await translator.translate(['Hello'], 'fr').catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});
