import { expect } from 'chai';
import { PageVectors } from '../../../application/search/semantic/ports.js';
import { SemanticSearch } from '../../../application/search/semantic/semantic-search.js';
import { pageEmbeddingText } from '../../../domain/search/embedding-text.js';
import { PageVectorRefresher } from '../../../infrastructure/embeddings/page-vector-refresher.js';
import { GeminiEmbeddingsStandIn } from '../../support/stand-ins/gemini-embeddings.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';

const API_KEY = 'gemini-embeddings-key-for-tests';
const MODEL = 'gemini-embedding-001';
const DIMENSIONS = 256;
const QUESTION = 'Can someone drop loaves at my home?';
const DELIVERY = { title: 'Delivery', content: '## Vans\n\nEvery morning we bring bread to your door.' };

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);

/** Waits until `check` answers true (the refresher works in the background). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function livePageIds(app: TestApp, projectId: string): Promise<Record<string, string>> {
  const listed = await app.request('GET', `/api/projects/${projectId}/pages?limit=100`, { as: 'owner' });
  expect(listed.status).to.equal(200);
  const live = (listed.body.pages as Array<{ slug: string; id: string; visibility: string }>).filter((page) => page.visibility !== 'draft');
  return Object.fromEntries(live.map((page) => [page.slug, page.id]));
}

describe('HTTP semantic ranking with EMBEDDINGS_PROVIDER=gemini (loopback stand-in of the Gemini API)', () => {
  let standIn: GeminiEmbeddingsStandIn;
  let app: TestApp;
  let project: string;
  let pages: Record<string, string>;
  const nearest = (text: string, limit = 3) => app.get(SemanticSearch).nearest(project, text, { limit });
  const vectorCount = async () => (await app.get<PageVectors>(PageVectors).vectorsOf(project, `${MODEL}@${DIMENSIONS}`)).page_ids.length;
  const refreshed = async (count: number) => {
    app.get(PageVectorRefresher).wake();
    await until(async () => (await vectorCount()) === count, `${count} page vectors`);
  };

  before(async () => {
    standIn = await GeminiEmbeddingsStandIn.start({ apiKey: API_KEY, model: MODEL, dimensions: DIMENSIONS });
    // What the stand-in's vectors say: these texts mean the same thing, whatever their words.
    standIn.relate('delivery', 'we bring bread', 'at my home');
    standIn.relate('hours', 'we open at nine', 'what time');
    app = await TestApp.start({ env: { EMBEDDINGS_PROVIDER: 'gemini', GEMINI_API_KEY: API_KEY, GEMINI_BASE_URL: standIn.url } });
    project = await app.createProject('owner');
    await newDraft(app, project, 'delivery', { title: DELIVERY.title }, DELIVERY.content);
    await newDraft(app, project, 'hours', { title: 'Opening times' }, 'We open at nine and close at five.');
    await newDraft(app, project, 'jobs', { title: 'Jobs' }, 'Bakers wanted for the night shift.');
    await publish(app, project);
    await newDraft(app, project, 'unpublished', { title: 'Secret' }, 'A draft nobody published: marzipan plans.');
    pages = await livePageIds(app, project);
    await refreshed(3);
  });
  after(async () => {
    await app?.stop();
    await standIn?.stop();
  });

  it('finds a published page by a question sharing no word with it', async () => {
    const pageWords = words(`${DELIVERY.title} ${DELIVERY.content}`);
    expect(
      [...words(QUESTION)].filter((word) => pageWords.has(word)),
      'the question shares no word with the page',
    ).to.deep.equal([]);
    const found = await nearest(QUESTION);
    expect(found![0]!.page_id).to.equal(pages.delivery);
    expect(found![0]!.similarity).to.be.above(0.8);
    expect(found!.slice(1).every((page) => page.similarity < 0.5)).to.equal(true);
    expect(standIn.textsOf('RETRIEVAL_QUERY')).to.deep.equal([QUESTION]);
  });

  it('ranks that page first through the site’s search and the agent’s ask, the lexical and the semantic rankings fused', async () => {
    const searched = await app.request('GET', `/api/projects/${project}/search?q=${encodeURIComponent(QUESTION)}`, { as: 'owner' });
    expect(searched.status).to.equal(200);
    expect(searched.body.results[0]).to.include({ page_id: pages.delivery, slug: 'delivery', title: 'Delivery' });
    expect((await app.request('PATCH', `/api/projects/${project}/modules`, { as: 'owner', body: { voice: true } })).status).to.equal(200);
    const asked = await app.request('POST', '/api/live/tools/execute', {
      as: 'owner',
      headers: { 'x-project-id': project },
      body: { tool_name: 'ask', args: { question: QUESTION } },
    });
    expect(asked.body.result)
      .to.match(/^Best matching passages/)
      .and.include('(slug: delivery, en');
  });

  it("sends the live pages' title, headings and text as documents, never a draft's", async () => {
    const documents = standIn.textsOf('RETRIEVAL_DOCUMENT');
    expect(documents).to.include(pageEmbeddingText({ slug: 'delivery', metadata: { title: DELIVERY.title }, content: DELIVERY.content }));
    expect(documents.join('\n')).to.not.include('marzipan');
    expect(standIn.requests.every((r) => r.headers['x-goog-api-key'] === API_KEY)).to.equal(true);
  });

  it('a page published again with other text gets a new vector, and is found by its new meaning', async () => {
    expect((await nearest('what time do you open?'))![0]!.page_id).to.equal(pages.hours);
    const sent = standIn.textsOf('RETRIEVAL_DOCUMENT').length;
    const draft = await app.request('POST', `/api/projects/${project}/docs/edit/open`, { as: 'owner', body: { slug: 'jobs', language: 'en' } });
    expect(draft.status, JSON.stringify(draft.body)).to.be.oneOf([200, 201]);
    const saved = await app.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: 'owner',
      body: { draftId: draft.body.draftId, language: 'en', metadata: {}, content: 'Jobs at the bakery: we open at nine, and hire then.' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
    await publish(app, project, { draft_ids: [draft.body.draftId] });
    app.get(PageVectorRefresher).wake();
    await until(async () => standIn.textsOf('RETRIEVAL_DOCUMENT').length > sent, 'the edited page embedded again');
    expect(standIn.textsOf('RETRIEVAL_DOCUMENT').slice(sent)).to.deep.equal(['Jobs\n\nJobs at the bakery: we open at nine, and hire then.']);
    await until(async () => ((await nearest('what time do you open?'))?.filter((p) => p.similarity > 0.5).length ?? 0) === 2, 'both pages near');
  });

  it("a deleted page's vector goes with it", async () => {
    expect((await app.request('DELETE', `/api/projects/${project}/pages/${pages.delivery}`, { as: 'owner' })).status).to.equal(204);
    expect(await vectorCount()).to.equal(2);
    expect((await nearest(QUESTION))!.map((page) => page.page_id)).to.not.include(pages.delivery);
  });
});

describe('HTTP semantic ranking with the default configuration (no provider, no key)', () => {
  let standIn: GeminiEmbeddingsStandIn;
  let app: TestApp;
  after(async () => {
    await app?.stop();
    await standIn?.stop();
  });

  it('sends nothing anywhere while pages are published and searched; semantic search answers null', async () => {
    standIn = await GeminiEmbeddingsStandIn.start({ apiKey: API_KEY, model: MODEL, dimensions: DIMENSIONS });
    // The Gemini address is set (as for Gemini Live): it must still not be called.
    app = await TestApp.start({ env: { GEMINI_BASE_URL: standIn.url } });
    const project = await app.createProject('owner');
    await newDraft(app, project, 'delivery', { title: DELIVERY.title }, DELIVERY.content);
    await publish(app, project);
    const searched = await app.request('GET', `/api/projects/${project}/search?q=${encodeURIComponent('bread delivery')}`, { as: 'owner' });
    expect(searched.status).to.equal(200);
    expect(await app.get(SemanticSearch).nearest(project, QUESTION, { limit: 3 })).to.equal(null);
    // Longer than the refresher's poll, were one running.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(standIn.requests).to.deep.equal([]);
    const { storage } = app.running.composition;
    if (storage.kind !== 'sqlite') throw new Error('the HTTP tests run on SQLite');
    expect(storage.db.prepare(`SELECT count(*) FROM page_vectors`).pluck().get()).to.equal(0);
  });
});
