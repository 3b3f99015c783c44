import { expect } from 'chai';
import type { Translator } from '../../../application/translation/ports.js';
import { englishTexts } from '../../../domain/translation/labels.js';

/** The Translator contract: what ResolveCardLabels relies on, for every adapter. */
export function translatorContract(make: () => Promise<Translator>, supported: readonly string[]): void {
  let translator: Translator;
  beforeEach(async () => {
    translator = await make();
  });

  for (const target of supported) {
    it(`translates the card texts into ${target}: one non-empty text per text, in order`, async () => {
      const texts = englishTexts();
      const translated = await translator.translate(texts, target);
      expect(translated).to.have.length(texts.length);
      for (const text of translated) expect(text).to.be.a('string').and.not.equal('');
      expect(translated, 'something was translated').to.not.deep.equal(texts);
    });
  }

  it('answers nothing for nothing', async () => {
    expect(await translator.translate([], supported[0]!)).to.deep.equal([]);
  });

  it('rejects a language it does not support', async () => {
    let failed = false;
    await translator.translate(englishTexts(), 'tlh').catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
}
