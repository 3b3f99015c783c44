import { expect } from 'chai';
import { ResolveCardLabels } from '../../../application/translation/resolve-card-labels.js';
import { englishTexts, ENGLISH_LABELS } from '../../../domain/translation/labels.js';
import { HttpTranslator, libreTranslateTarget } from '../../../infrastructure/translation/http-translator.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryTranslationStore } from '../../support/fakes/translation.js';
import { TranslatorStandIn } from '../../support/stand-ins/translator.js';
import { translatorContract } from './translator.contract.js';

const KEY = 'test-translator-key';

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('Translator contract [LibreTranslate HTTP, loopback stand-in]', () => {
  let standIn: TranslatorStandIn;
  before(async () => {
    standIn = await TranslatorStandIn.start({ apiKey: KEY });
  });
  after(() => standIn.stop());
  translatorContract(async () => new HttpTranslator({ url: standIn.url, apiKey: KEY }), ['fr', 'de', 'ja', 'ar', 'zh-TW', 'pt-BR']);
});

describe('HttpTranslator', () => {
  let standIn: TranslatorStandIn;
  let translator: HttpTranslator;
  before(async () => {
    standIn = await TranslatorStandIn.start({ apiKey: KEY });
  });
  after(() => standIn.stop());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.failWith(null);
    standIn.delay(0);
    standIn.answerWith(null);
    translator = new HttpTranslator({ url: standIn.url, apiKey: KEY, timeoutMs: 300 });
  });

  it('sends one POST /translate with every text, English as the source, plain text and the API key', async () => {
    const translated = await translator.translate(['First name', 'Phone'], 'fr-CA');
    expect(translated).to.deep.equal(['[fr] First name', '[fr] Phone']);
    expect(standIn.requests).to.have.length(1);
    const [request] = standIn.requests;
    expect(request).to.include({ method: 'POST', path: '/translate' });
    expect(request!.headers['content-type']).to.equal('application/json');
    expect(request!.body).to.deep.equal({ q: ['First name', 'Phone'], source: 'en', target: 'fr', format: 'text', api_key: KEY });
  });

  it('sends no api_key when none is configured', async () => {
    const open = await TranslatorStandIn.start({ apiKey: null });
    try {
      await new HttpTranslator({ url: open.url, apiKey: null }).translate(['Phone'], 'de');
      expect(open.requests[0]!.body).to.not.have.property('api_key');
    } finally {
      await open.stop();
    }
  });

  it("maps tags to LibreTranslate's codes", () => {
    expect(libreTranslateTarget('zh-TW')).to.equal('zh-Hant');
    expect(libreTranslateTarget('zh')).to.equal('zh-Hans');
    expect(libreTranslateTarget('pt-BR')).to.equal('pt-BR');
    expect(libreTranslateTarget('pt-PT')).to.equal('pt');
    expect(libreTranslateTarget('no')).to.equal('nb');
    expect(libreTranslateTarget('de-CH')).to.equal('de');
  });

  it('rejects on a refused key, an outage, or an unsupported language, with the status', async () => {
    const wrongKey = new HttpTranslator({ url: standIn.url, apiKey: 'wrong' });
    expect((await rejection(wrongKey.translate(['Phone'], 'fr'))).message).to.equal('translator answered 403: Invalid API key');
    standIn.failWith(500);
    expect((await rejection(translator.translate(['Phone'], 'fr'))).message).to.match(/^translator answered 500/);
    standIn.failWith(null);
    expect((await rejection(translator.translate(['Phone'], 'tlh'))).message).to.match(/^translator answered 400/);
  });

  /** A translator whose request timeouts the test fires: `armed` records each timeout asked for. */
  function withTimer(options: { timeoutMs?: number } = {}) {
    const armed: number[] = [];
    const timer = new AbortController();
    const timed = new HttpTranslator({
      url: standIn.url,
      apiKey: KEY,
      ...options,
      timeoutSignal: (ms) => {
        armed.push(ms);
        return timer.signal;
      },
    });
    const fire = () => timer.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    return { translator: timed, armed, fire };
  }

  /** Resolves once the stand-in holds `count` requests. */
  async function received(count: number): Promise<void> {
    while (standIn.requests.length < count) await new Promise((resolve) => setImmediate(resolve));
  }

  it('arms the configured timeout on each request (3 s unless configured)', async () => {
    const configured = withTimer({ timeoutMs: 300 });
    await configured.translator.translate(['Phone'], 'fr');
    expect(configured.armed).to.deep.equal([300]);
    const unconfigured = withTimer();
    await unconfigured.translator.translate(['Phone'], 'de');
    expect(unconfigured.armed).to.deep.equal([3000]);
  });

  it('gives up on a request the provider holds once its timeout fires, without waiting for the answer', async () => {
    standIn.delay(10_000);
    const { translator: timed, fire } = withTimer({ timeoutMs: 300 });
    const outcome = rejection(timed.translate(['Phone'], 'fr'));
    await received(1);
    fire();
    expect((await outcome).name).to.equal('TimeoutError');
  });

  it('rejects an answer of the wrong shape', async () => {
    standIn.answerWith(() => ({ translatedText: 'just one string' }));
    await rejection(translator.translate(['Phone', 'Email'], 'fr'));
    standIn.answerWith((texts) => ({ translatedText: texts.slice(1) }));
    await rejection(translator.translate(['Phone', 'Email'], 'fr'));
    standIn.answerWith(() => ({ translatedText: [1, 2] }));
    await rejection(translator.translate(['Phone', 'Email'], 'fr'));
  });

  it('rejects when nothing listens', async () => {
    const closed = await TranslatorStandIn.start({ apiKey: null });
    const url = closed.url;
    await closed.stop();
    await rejection(new HttpTranslator({ url, apiKey: null }).translate(['Phone'], 'fr'));
  });

  describe('behind ResolveCardLabels', () => {
    const resolveWith = (store: InMemoryTranslationStore) => new ResolveCardLabels(store, translator, new FakeClock());

    it('translates a new language in one request, then serves it from the store', async () => {
      const store = new InMemoryTranslationStore();
      const first = await resolveWith(store).execute('p1', 'de');
      expect(first.labels.first_name).to.equal('[de] First name');
      expect(standIn.requests).to.have.length(1);
      expect(standIn.requests[0]!.body.q).to.deep.equal(englishTexts());
      expect((await resolveWith(store).execute('p1', 'de')).source).to.equal('store');
      expect(standIn.requests).to.have.length(1);
    });

    it('falls back to English when the provider is down or slow', async () => {
      standIn.failWith(503);
      expect((await resolveWith(new InMemoryTranslationStore()).execute('p1', 'fr')).labels).to.deep.equal(ENGLISH_LABELS.card_labels);
      standIn.failWith(null);
      standIn.delay(10_000);
      const { translator: timed, fire } = withTimer();
      const slow = new ResolveCardLabels(new InMemoryTranslationStore(), timed, new FakeClock()).execute('p1', 'fr');
      await received(2);
      fire();
      expect((await slow).source).to.equal('fallback');
    });
  });
});
