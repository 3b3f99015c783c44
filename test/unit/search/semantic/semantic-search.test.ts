import { expect } from 'chai';
import type { PageVectors } from '../../../../application/search/semantic/ports.js';
import { SemanticSearch } from '../../../../application/search/semantic/semantic-search.js';
import { at } from '../../../support/stores/page-fixtures.js';
import { semanticWorld } from './semantic-world.js';

/** A bakery's pages, and what the fake embeddings take them to mean. */
async function bakery(world: ReturnType<typeof semanticWorld>) {
  const { embeddings, newProject, publish, pass } = world;
  embeddings!.relate('delivery', 'we bring bread', 'come to my house');
  embeddings!.relate('hours', 'we open at nine', 'what time');
  const projectId = await newProject();
  const delivery = await publish(projectId, 'delivery', 'Delivery', 'Every morning we bring bread to your door.');
  const hours = await publish(projectId, 'hours', 'Opening times', 'We open at nine and close at five.');
  const jobs = await publish(projectId, 'jobs', 'Jobs', 'Bakers wanted.', { language: 'fr' });
  expect((await pass()).kind).to.equal('done');
  return { projectId, delivery, hours, jobs };
}

describe('SemanticSearch: the pages nearest a question in meaning', () => {
  it('finds the page a question means though they share no word, best first, with its similarity', async () => {
    const world = semanticWorld();
    const { projectId, delivery, hours } = await bakery(world);
    const near = await world.search.nearest(projectId, 'Will someone come to my house with loaves?', { limit: 2 });
    expect(near!.map((n) => n.page_id)).to.deep.equal([delivery, near![1]!.page_id]);
    expect(near![0]!.similarity).to.be.above(0.8);
    expect(near![1]!.similarity).to.be.below(0.5);
    expect((await world.search.nearest(projectId, 'What time is it open?', { limit: 1 }))!.map((n) => n.page_id)).to.deep.equal([hours]);
    expect(world.embeddings!.calls.filter((c) => c.purpose === 'query').map((c) => c.texts)).to.deep.equal([
      ['Will someone come to my house with loaves?'],
      ['What time is it open?'],
    ]);
  });

  it('keeps to one language when asked, and leaves out pages less similar than asked', async () => {
    const world = semanticWorld();
    const { projectId, delivery, jobs } = await bakery(world);
    expect((await world.search.nearest(projectId, 'come to my house', { limit: 5, language: 'fr' }))!.map((n) => n.page_id)).to.deep.equal([jobs]);
    expect((await world.search.nearest(projectId, 'come to my house', { limit: 5, minSimilarity: 0.8 }))!.map((n) => n.page_id)).to.deep.equal([delivery]);
  });

  it('answers null without a provider, and sends nothing', async () => {
    const world = semanticWorld({ embeddings: null });
    const projectId = await world.newProject();
    await world.publish(projectId, 'delivery', 'Delivery', 'We bring bread.');
    expect(await world.pass()).to.deep.equal({ kind: 'done', embedded: 0 });
    expect(await world.search.nearest(projectId, 'do you deliver', { limit: 5 })).to.equal(null);
    expect(world.vectors.vectors.size).to.equal(0);
  });

  it('answers null for a project without vectors yet, without embedding the question', async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    await world.publish(projectId, 'delivery', 'Delivery', 'We bring bread.');
    expect(await world.search.nearest(projectId, 'do you deliver', { limit: 5 })).to.equal(null);
    expect(world.embeddings!.calls).to.deep.equal([]);
  });

  it('a question asked again costs no request', async () => {
    const world = semanticWorld();
    const { projectId } = await bakery(world);
    await world.search.nearest(projectId, 'what time', { limit: 1 });
    await world.search.nearest(projectId, '  what   time ', { limit: 3 });
    expect(world.embeddings!.calls.filter((c) => c.purpose === 'query')).to.have.length(1);
  });

  it('when the provider fails: null, then questions go without it for 30 s; a question refused as it stands pauses nothing', async () => {
    const world = semanticWorld();
    const { projectId } = await bakery(world);
    const queries = () => world.embeddings!.calls.filter((c) => c.purpose === 'query').length;
    world.embeddings!.failWith({ cause: 'unavailable', reason: 'down' });
    expect(await world.search.nearest(projectId, 'what time', { limit: 1 })).to.equal(null);
    world.embeddings!.failWith(null);
    world.clock.advance(29_000);
    expect(await world.search.nearest(projectId, 'come to my house', { limit: 1 })).to.equal(null);
    expect(queries()).to.equal(1);
    world.clock.advance(1_000);
    expect(await world.search.nearest(projectId, 'come to my house', { limit: 1 })).to.have.length(1);
    expect(queries()).to.equal(2);
    world.embeddings!.failWith({ cause: 'invalid', reason: 'this question' });
    expect(await world.search.nearest(projectId, 'odd question', { limit: 1 })).to.equal(null);
    world.embeddings!.failWith(null);
    expect(await world.search.nearest(projectId, 'next question', { limit: 1 })).to.have.length(1);
  });

  it('sees changed vectors at the next question: an edited page moves, a deleted one goes', async () => {
    const world = semanticWorld();
    const { projectId, delivery, hours } = await bakery(world);
    const close = async (text: string) => (await world.search.nearest(projectId, text, { limit: 5, minSimilarity: 0.8 }))!.map((n) => n.page_id).sort();
    expect(await close('come to my house')).to.deep.equal([delivery]);
    await world.stores.pages.updatePage(projectId, hours, { content: 'Now we bring bread to your door too.', at: at(5) });
    await world.pass();
    expect(await close('come to my house')).to.deep.equal([delivery, hours].sort());
    await world.stores.pages.delete(projectId, delivery);
    await world.refresh.prune();
    expect(await close('come to my house')).to.deep.equal([hours]);
  });

  it("reads a project's vectors once while they do not change, and every time when they pass the memory budget", async () => {
    for (const [cacheBytes, reads] of [
      [1024 * 1024, 1],
      [8, 3],
    ] as const) {
      const world = semanticWorld({ cacheBytes });
      const { projectId } = await bakery(world);
      let read = 0;
      const counting: PageVectors = Object.assign(Object.create(world.vectors) as PageVectors, {
        vectorsOf: (id: string, model: string) => ((read += 1), world.vectors.vectorsOf(id, model)),
      });
      const search = new SemanticSearch(world.embeddings, counting, world.clock, { cacheBytes });
      for (const question of ['what time', 'come to my house', 'what time']) expect(await search.nearest(projectId, question, { limit: 1 })).to.have.length(1);
      expect(read, `budget ${cacheBytes}`).to.equal(reads);
    }
  });

  it('never throws: a store that fails is null', async () => {
    const world = semanticWorld();
    const failing = Object.assign(Object.create(world.vectors) as PageVectors, { versionOf: () => Promise.reject(new Error('store down')) });
    const search = new SemanticSearch(world.embeddings, failing, world.clock, { cacheBytes: 1024 });
    expect(await search.nearest('p', 'anything', { limit: 3 })).to.equal(null);
  });
});
