import { expect } from 'chai';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { GeminiEmbeddings } from '../../../infrastructure/embeddings/gemini-embeddings.js';
import { FakeEmbeddings } from '../../support/fakes/embeddings.js';
import { GeminiEmbeddingsStandIn } from '../../support/stand-ins/gemini-embeddings.js';
import { embeddingsContract } from './embeddings.contract.js';

const API_KEY = 'gemini-embeddings-key-for-tests';
const MODEL = 'gemini-embedding-001';
const DIMENSIONS = 256;

describe('Embeddings contract [fake]', () => {
  let fake: FakeEmbeddings;
  beforeEach(() => (fake = new FakeEmbeddings()));
  embeddingsContract(() => ({ embeddings: fake, relate: (concept, ...fragments) => fake.relate(concept, ...fragments) }));
});

describe('Embeddings [Gemini, against a loopback stand-in of the API]', () => {
  let standIn: GeminiEmbeddingsStandIn;
  let logged: string;
  const gemini = (overrides: Partial<ConstructorParameters<typeof GeminiEmbeddings>[0]> = {}) =>
    new GeminiEmbeddings({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      model: MODEL,
      dimensions: DIMENSIONS,
      logger: pino({ level: 'error' }, new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) })),
      ...overrides,
    });
  beforeEach(async () => {
    logged = '';
    standIn = await GeminiEmbeddingsStandIn.start({ apiKey: API_KEY, model: MODEL, dimensions: DIMENSIONS });
  });
  afterEach(() => standIn.stop());

  embeddingsContract(() => ({ embeddings: gemini(), relate: (concept, ...fragments) => standIn.relate(concept, ...fragments) }));

  it('names its model with the size of its vectors, so vectors of another size are stale', () => {
    expect(gemini().model).to.equal('gemini-embedding-001@256');
    expect(gemini({ dimensions: 768 }).model).to.equal('gemini-embedding-001@768');
  });

  it('sends nothing until asked to embed, then one batchEmbedContents request per 100 texts, with the key and the task type', async () => {
    const embeddings = gemini();
    expect(standIn.requests).to.deep.equal([]);
    const texts = Array.from({ length: 250 }, (_, i) => `Text ${i}`);
    const outcome = await embeddings.embed(texts, 'document');
    expect(outcome.kind).to.equal('embedded');
    expect(standIn.requests.map((r) => [r.method, r.path, r.headers['x-goog-api-key'], r.body.requests.length])).to.deep.equal([
      ['POST', '/v1beta/models/gemini-embedding-001:batchEmbedContents', API_KEY, 100],
      ['POST', '/v1beta/models/gemini-embedding-001:batchEmbedContents', API_KEY, 100],
      ['POST', '/v1beta/models/gemini-embedding-001:batchEmbedContents', API_KEY, 50],
    ]);
    expect(standIn.requests[0]!.body.requests[0]).to.deep.include({
      model: 'models/gemini-embedding-001',
      taskType: 'RETRIEVAL_DOCUMENT',
      outputDimensionality: 256,
    });
    expect(standIn.textsOf('RETRIEVAL_DOCUMENT')).to.deep.equal(texts);
    await embeddings.embed(['do you deliver?'], 'query');
    expect(standIn.requests.at(-1)!.body.requests).to.have.length(1);
    expect(standIn.textsOf('RETRIEVAL_QUERY')).to.deep.equal(['do you deliver?']);
  });

  it('an outage is one failed request, not retried, and says so in the log without the key', async () => {
    standIn.failWith(503);
    const outcome = await gemini().embed(['a', 'b'], 'document');
    expect(outcome).to.deep.include({ kind: 'failed', cause: 'unavailable' });
    expect(outcome.kind === 'failed' && outcome.reason).to.match(/^Gemini embeddings answered 503: /);
    expect(standIn.requests).to.have.length(1);
    expect(logged).to.include('gemini embeddings request failed');
    expect(logged).to.not.include(API_KEY);
    standIn.failWith(429);
    expect(await gemini().embed(['a'], 'query')).to.deep.include({ kind: 'failed', cause: 'unavailable' });
    expect(standIn.requests).to.have.length(2);
  });

  it('a refused key or an unknown model needs an operator (refused); a text refused as it stands is invalid', async () => {
    expect(await gemini({ apiKey: 'not-the-key' }).embed(['a'], 'document')).to.deep.include({ kind: 'failed', cause: 'refused' });
    expect(await gemini({ model: 'no-such-model' }).embed(['a'], 'document')).to.deep.include({ kind: 'failed', cause: 'refused' });
    // The stand-in, as the API, refuses an empty text with 400.
    expect(await gemini().embed(['fine', ''], 'document')).to.deep.include({ kind: 'failed', cause: 'invalid' });
  });

  it('stops at the first request that fails: the texts after it are not sent', async () => {
    standIn.failWith(500);
    const outcome = await gemini().embed(
      Array.from({ length: 150 }, (_, i) => `t${i}`),
      'document',
    );
    expect(outcome.kind).to.equal('failed');
    expect(standIn.requests).to.have.length(1);
  });

  it('an answer that is not one vector of the asked size per text is a failure, not vectors', async () => {
    standIn.answerWith((texts) => ({ embeddings: texts.slice(1).map(() => ({ values: new Array(DIMENSIONS).fill(0.1) })) }));
    const missing = await gemini().embed(['a', 'b'], 'document');
    expect(missing).to.deep.include({ kind: 'failed', cause: 'unavailable' });
    expect(missing.kind === 'failed' && missing.reason).to.equal('Gemini embeddings answered 1 usable vectors of 256 values for 2 texts');
    standIn.answerWith((texts) => ({ embeddings: texts.map(() => ({ values: [1, 2, 3] })) }));
    expect(await gemini().embed(['a'], 'document')).to.deep.include({ kind: 'failed', cause: 'unavailable' });
    standIn.answerWith((texts) => ({ embeddings: texts.map(() => ({ values: new Array(DIMENSIONS).fill(0) })) }));
    expect(await gemini().embed(['a'], 'document')).to.deep.include({ kind: 'failed', cause: 'unavailable' });
  });

  it('gives up on a slow answer at its timeout, and on an address nothing answers at', async () => {
    standIn.delay(500);
    const started = Date.now();
    expect(await gemini({ timeoutMs: { document: 100, query: 100 } }).embed(['a'], 'query')).to.deep.include({ kind: 'failed', cause: 'unavailable' });
    expect(Date.now() - started).to.be.below(450);
    const address = standIn.url;
    await standIn.stop();
    const unreachable = await gemini({ baseUrl: address }).embed(['a'], 'query');
    expect(unreachable).to.deep.include({ kind: 'failed', cause: 'unavailable' });
    expect(unreachable.kind === 'failed' && unreachable.reason).to.match(/^Gemini embeddings unreachable: /);
    standIn = await GeminiEmbeddingsStandIn.start({ apiKey: API_KEY, model: MODEL, dimensions: DIMENSIONS });
  });
});
