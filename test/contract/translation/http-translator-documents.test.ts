import { expect } from 'chai';
import { TranslatePage } from '../../../application/translation/translate-page.js';
import { HttpTranslator } from '../../../infrastructure/translation/http-translator.js';
import { MarkdownItProse } from '../../../infrastructure/translation/markdown-prose.js';
import { InMemoryGlossaryStore } from '../../support/fakes/translation.js';
import { TranslatorStandIn } from '../../support/stand-ins/translator.js';
import { longPage } from '../../support/translation/long-page.js';

const KEY = 'test-translator-key';

/** HttpTranslator translating a page's segments (issue 44), against the LibreTranslate stand-in. */
describe('HttpTranslator, documents', () => {
  let standIn: TranslatorStandIn;
  let translator: HttpTranslator;
  before(async () => {
    standIn = await TranslatorStandIn.start({ apiKey: KEY });
  });
  after(() => standIn.stop());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.failWith(null);
    standIn.answerWith(null);
    translator = new HttpTranslator({ url: standIn.url, apiKey: KEY });
  });

  it('sends the segments in one POST /translate from the source language, as plain text, with the key and the document timeout', async () => {
    const armed: number[] = [];
    const timed = new HttpTranslator({ url: standIn.url, apiKey: KEY, timeoutSignal: (ms) => (armed.push(ms), AbortSignal.timeout(ms)) });
    const outcome = await timed.translateSegments(['Bonjour ⟦0⟧', 'Merci'], { from: 'fr-CA', to: 'ar' });
    expect(outcome).to.deep.equal({ kind: 'translated', texts: ['[ar] Bonjour ⟦0⟧', '[ar] Merci'] });
    expect(standIn.requests.map((r) => r.body)).to.deep.equal([{ q: ['Bonjour ⟦0⟧', 'Merci'], source: 'fr', target: 'ar', format: 'text', api_key: KEY }]);
    expect(armed).to.deep.equal([60_000]);
  });

  it('says why it failed: a refused key, an unsupported language, an outage, a malformed answer, nobody listening', async () => {
    const wrongKey = new HttpTranslator({ url: standIn.url, apiKey: 'wrong' });
    expect(await wrongKey.translateSegments(['Hi'], { from: 'en', to: 'fr' })).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'refused', reason: 'translator answered 403: Invalid API key' },
    });
    expect(await translator.translateSegments(['Hi'], { from: 'en', to: 'tlh' })).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'unsupported_language', reason: 'translator answered 400: tlh is not supported' },
    });
    standIn.failWith(503);
    expect(await translator.translateSegments(['Hi'], { from: 'en', to: 'fr' })).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'unavailable', reason: 'translator answered 503: Translation service unavailable' },
    });
    standIn.failWith(null);
    standIn.answerWith((texts) => ({ translatedText: texts.slice(1) }));
    expect(await translator.translateSegments(['Hi', 'There'], { from: 'en', to: 'fr' })).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'malformed_answer', reason: 'translator answered without one translatedText per text' },
    });
    const closed = await TranslatorStandIn.start({ apiKey: null });
    await closed.stop();
    const unreachable = await new HttpTranslator({ url: closed.url, apiKey: null }).translateSegments(['Hi'], { from: 'en', to: 'fr' });
    expect(unreachable.kind === 'failed' && unreachable.failure.cause).to.equal('unavailable');
    expect(unreachable.kind === 'failed' && unreachable.failure.reason).to.match(/^translator unreachable: /);
  });

  describe('behind TranslatePage', () => {
    const translatePage = () => new TranslatePage(new InMemoryGlossaryStore(), translator, new MarkdownItProse());

    it('translates a long page in batches of 25, keeping links and code', async () => {
      const outcome = await translatePage().translate(longPage(30), { from: 'en', to: 'fr' });
      if (outcome.kind !== 'translated') throw new Error(JSON.stringify(outcome));
      expect(standIn.requests.map((r) => r.body.q.length)).to.deep.equal([25, 7]);
      expect(outcome.page.metadata).to.deep.equal({ title: '[fr] A long page' });
      expect(outcome.page.content).to.include('\n\n[fr] Paragraph 29 links [to page 29](/p/29) and runs `step 29`.\n');
      expect(outcome.page.left_to_translate).to.deep.equal([]);
    });

    it('fails when the second batch fails, returning nothing partial', async () => {
      standIn.failWith(503, 1);
      const outcome = await translatePage().translate(longPage(30), { from: 'en', to: 'fr' });
      expect(outcome).to.deep.equal({ kind: 'failed', failure: { cause: 'unavailable', reason: 'translator answered 503: Translation service unavailable' } });
      expect(standIn.requests).to.have.length(2);
    });
  });
});
