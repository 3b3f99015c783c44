import { expect } from 'chai';
import pino from 'pino';
import { TranslatePage } from '../../../application/translation/translate-page.js';
import { GeminiTranslator } from '../../../infrastructure/translation/gemini-translator.js';
import { MarkdownItProse } from '../../../infrastructure/translation/markdown-prose.js';
import { InMemoryGlossaryStore } from '../../support/fakes/translation.js';
import { GeminiTranslationStandIn } from '../../support/stand-ins/gemini-translation.js';
import { longPage } from '../../support/translation/long-page.js';

const KEY = 'test-gemini-key';
const MODEL = 'gemini-2.5-flash';

/** GeminiTranslator (issue 44) against a loopback stand-in of generateContent. */
describe('GeminiTranslator', () => {
  let standIn: GeminiTranslationStandIn;
  let translator: GeminiTranslator;
  const make = (apiKey = KEY) => new GeminiTranslator({ apiKey, baseUrl: standIn.url, model: MODEL, logger: pino({ level: 'silent' }) });
  before(async () => {
    standIn = await GeminiTranslationStandIn.start({ apiKey: KEY, model: MODEL });
  });
  after(() => standIn.stop());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.failWith(null);
    standIn.answerWith(null);
    translator = make();
  });

  it('asks generateContent for a JSON answer of the segments, naming both languages and the placeholders to keep', async () => {
    const outcome = await translator.translateSegments(['Order at ⟦0⟧our shop⟦1⟧.'], { from: 'en', to: 'ar' });
    expect(outcome).to.deep.equal({ kind: 'translated', texts: ['[ar] Order at ⟦0⟧our shop⟦1⟧.'] });
    const [request] = standIn.requests;
    expect(request!.path).to.equal(`/v1beta/models/${MODEL}:generateContent`);
    expect(JSON.parse(request!.body.contents[0].parts[0].text)).to.deep.equal({ segments: ['Order at ⟦0⟧our shop⟦1⟧.'] });
    expect(request!.body.systemInstruction.parts[0].text).to.include('from the language tagged en into the language tagged ar');
    expect(request!.body.generationConfig).to.include({ responseMimeType: 'application/json', temperature: 0 });
  });

  it('translates the card labels out of English, and rejects when it cannot (the caller falls back to English)', async () => {
    expect(await translator.translate(['First name', 'Phone'], 'fr')).to.deep.equal(['[fr] First name', '[fr] Phone']);
    standIn.failWith(503);
    let rejected: Error | null = null;
    await translator.translate(['Phone'], 'fr').catch((error: Error) => (rejected = error));
    expect(rejected!.message).to.match(/^Gemini answered 503: /);
  });

  it('says why it failed: a refused key, an outage, an answer of the wrong count or shape', async () => {
    const refused = await make('wrong').translateSegments(['Hi'], { from: 'en', to: 'fr' });
    expect(refused.kind === 'failed' && refused.failure.cause).to.equal('refused');
    expect(refused.kind === 'failed' && refused.failure.reason).to.match(/^Gemini answered 400: .*API key not valid/);
    standIn.failWith(503);
    const outage = await translator.translateSegments(['Hi'], { from: 'en', to: 'fr' });
    expect(outage.kind === 'failed' && outage.failure.cause).to.equal('unavailable');
    standIn.failWith(null);
    standIn.answerWith(() => ({ translations: ['only one'] }));
    expect(await translator.translateSegments(['Hi', 'There'], { from: 'en', to: 'fr' })).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'malformed_answer', reason: 'Gemini answered 1 translations for 2 segments' },
    });
    standIn.answerWith(() => 'not an object');
    expect(await translator.translateSegments(['Hi'], { from: 'en', to: 'fr' })).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'malformed_answer', reason: 'Gemini answered no translations for 1 segments' },
    });
  });

  describe('behind TranslatePage', () => {
    const translatePage = () => new TranslatePage(new InMemoryGlossaryStore(), translator, new MarkdownItProse());

    it('translates a long page in batches of 40, keeping links and code', async () => {
      const outcome = await translatePage().translate(longPage(45), { from: 'en', to: 'ar' });
      if (outcome.kind !== 'translated') throw new Error(JSON.stringify(outcome));
      expect(standIn.segments().map((batch) => batch.length)).to.deep.equal([40, 7]);
      expect(outcome.page.content).to.include('\n\n[ar] Paragraph 44 links [to page 44](/p/44) and runs `step 44`.\n');
    });

    it('fails when the second batch fails, returning nothing partial', async () => {
      standIn.failWith(503, 1);
      const outcome = await translatePage().translate(longPage(45), { from: 'en', to: 'ar' });
      expect(outcome.kind === 'failed' && outcome.failure.cause).to.equal('unavailable');
      expect(standIn.requests).to.have.length(2);
    });
  });
});
