import { expect } from 'chai';
import { RefreshPageVectors } from '../../../../application/search/semantic/refresh-page-vectors.js';
import { pageEmbeddingText } from '../../../../domain/search/embedding-text.js';
import { uniqueId } from '../../../support/builders.js';
import { FakeEmbeddings } from '../../../support/fakes/embeddings.js';
import { aDoc, at, version } from '../../../support/stores/page-fixtures.js';
import { semanticWorld } from './semantic-world.js';

describe('RefreshPageVectors: live pages get vectors in the background', () => {
  it('a published page gets a vector made from its title, headings and text; a draft gets none', async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    const pageId = await world.publish(projectId, 'delivery', 'Delivery', '# Vans\nWe bring bread.');
    await world.stores.pages.create(aDoc(projectId, { slug: 'draft', visibility: 'draft', content: 'Secret draft.' }), version(0));
    expect(await world.pass()).to.deep.equal({ kind: 'done', embedded: 1 });
    expect(world.embeddings!.documents).to.deep.equal([
      pageEmbeddingText({ slug: 'delivery', metadata: { title: 'Delivery' }, content: '# Vans\nWe bring bread.' }),
    ]);
    expect(world.vectors.vectors.get(pageId)).to.deep.include({ project_id: projectId, revision: 1, model: 'fake-embeddings@16', language: 'en' });
    expect(await world.pass(), 'nothing stale: nothing sent').to.deep.equal({ kind: 'done', embedded: 0 });
    expect(world.embeddings!.calls).to.have.length(1);
  });

  it('embeds in batches of the provider’s size at most, every stale page of every project in one pass', async () => {
    const world = semanticWorld({ embeddings: new FakeEmbeddings('fake@16', 3) });
    for (const projectId of [await world.newProject(), await world.newProject()])
      for (let i = 0; i < 5; i += 1) await world.publish(projectId, `p${i}`, `Page ${i}`, `Text ${i}.`);
    expect(await world.pass()).to.deep.equal({ kind: 'done', embedded: 10 });
    expect(world.embeddings!.calls.map((c) => c.texts.length)).to.deep.equal([3, 3, 3, 1]);
  });

  it('an edited page is embedded again, the others are not', async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    const edited = await world.publish(projectId, 'hours', 'Hours', 'Nine to five.');
    await world.publish(projectId, 'jobs', 'Jobs', 'Bakers wanted.');
    await world.pass();
    await world.stores.pages.updatePage(projectId, edited, { content: 'Eight to six.', at: at(5) });
    expect(await world.pass()).to.deep.equal({ kind: 'done', embedded: 1 });
    expect(world.embeddings!.documents.at(-1)).to.equal('Hours\n\nEight to six.');
    expect(world.vectors.vectors.get(edited)!.revision).to.equal(2);
  });

  it("another model's vectors are stale: every page is embedded again", async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    await world.publish(projectId, 'a', 'A', 'a');
    await world.publish(projectId, 'b', 'B', 'b');
    await world.pass();
    const next = new RefreshPageVectors(new FakeEmbeddings('other-model@16'), world.vectors, world.clock, { next: () => uniqueId('lease') });
    expect(await next.pass({ retryAfterMs: 1000 })).to.deep.equal({ kind: 'done', embedded: 2 });
    expect([...world.vectors.vectors.values()].map((v) => v.model)).to.deep.equal(['other-model@16', 'other-model@16']);
  });

  it("a deleted page's vector goes at the next prune", async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    const deleted = await world.publish(projectId, 'old', 'Old', 'Gone soon.');
    const kept = await world.publish(projectId, 'kept', 'Kept', 'Still here.');
    await world.pass();
    await world.stores.pages.delete(projectId, deleted);
    expect(await world.refresh.prune()).to.equal(1);
    expect([...world.vectors.vectors.keys()]).to.deep.equal([kept]);
  });

  it('provider down: the batch goes back until the retry time, the pass stops there, and a later pass embeds it', async () => {
    const world = semanticWorld({ embeddings: new FakeEmbeddings('fake@16', 2) });
    const projectId = await world.newProject();
    for (let i = 0; i < 5; i += 1) await world.publish(projectId, `p${i}`, `Page ${i}`, `Text ${i}.`);
    world.embeddings!.failWith({ cause: 'unavailable', reason: 'Gemini embeddings answered 503: down' });
    expect(await world.pass()).to.deep.equal({
      kind: 'failed',
      embedded: 0,
      failure: { cause: 'unavailable', reason: 'Gemini embeddings answered 503: down' },
    });
    expect(world.embeddings!.calls, 'one request, then the pass stopped').to.have.length(1);
    world.embeddings!.failWith(null);
    expect(await world.pass(), 'the released batch waits; the rest goes').to.deep.equal({ kind: 'done', embedded: 3 });
    world.clock.advance(5000);
    expect(await world.pass()).to.deep.equal({ kind: 'done', embedded: 2 });
    expect(world.vectors.vectors.size).to.equal(5);
  });

  it('a text the provider refuses: its batch is embedded a page at a time, the refused page waits a day, the others are stored', async () => {
    const embeddings = new FakeEmbeddings('fake@16', 4);
    let poisonSent = 0;
    const refusing = Object.assign(Object.create(embeddings) as FakeEmbeddings, {
      embed: (texts: readonly string[], purpose: 'document' | 'query') =>
        texts.some((t) => t.includes('poison')) && (poisonSent += 1) > 0
          ? Promise.resolve({ kind: 'failed' as const, cause: 'invalid' as const, reason: 'Gemini embeddings answered 400: bad text' })
          : embeddings.embed(texts, purpose),
    });
    const world = semanticWorld({ embeddings: refusing });
    const projectId = await world.newProject();
    const ids = [];
    for (const text of ['fine one', 'poison pill', 'fine two']) ids.push(await world.publish(projectId, text.replace(' ', '-'), text, text));
    const refused: string[] = [];
    const outcome = await world.refresh.pass({ retryAfterMs: 5000, onRefused: (page, reason) => refused.push(`${page.slug}: ${reason}`) });
    expect(outcome).to.deep.equal({ kind: 'done', embedded: 2 });
    expect(refused).to.deep.equal(['poison-pill: Gemini embeddings answered 400: bad text']);
    expect([...world.vectors.vectors.keys()].sort()).to.deep.equal([ids[0], ids[2]].sort());
    expect(poisonSent, 'with its batch, then alone').to.equal(2);
    world.clock.advance(23 * 3_600_000);
    expect(await world.pass()).to.deep.equal({ kind: 'done', embedded: 0 });
    expect(poisonSent, 'not within the day').to.equal(2);
    world.clock.advance(3_600_000);
    await world.pass();
    expect(poisonSent, 'tried again a day later').to.equal(3);
  });

  it('two refreshers on one store embed each page once', async () => {
    const world = semanticWorld({ embeddings: new FakeEmbeddings('fake@16', 2) });
    const projectId = await world.newProject();
    for (let i = 0; i < 9; i += 1) await world.publish(projectId, `p${i}`, `Page ${i}`, `Text ${i}.`);
    const other = new FakeEmbeddings('fake@16', 2);
    const second = new RefreshPageVectors(other, world.vectors, world.clock, { next: () => uniqueId('lease') });
    const [a, b] = await Promise.all([world.pass(), second.pass({ retryAfterMs: 5000 })]);
    expect(a.embedded + b.embedded).to.equal(9);
    expect(world.embeddings!.documents.length + other.documents.length).to.equal(9);
    expect(other.documents.length).to.be.above(0);
  });

  it('stops between batches when told to, leaving nothing claimed behind', async () => {
    const world = semanticWorld({ embeddings: new FakeEmbeddings('fake@16', 1) });
    const projectId = await world.newProject();
    for (let i = 0; i < 3; i += 1) await world.publish(projectId, `p${i}`, `Page ${i}`, `Text ${i}.`);
    let batches = 0;
    const outcome = await world.refresh.pass({ retryAfterMs: 5000, keepGoing: () => batches < 1, between: async () => void (batches += 1) });
    expect(outcome).to.deep.equal({ kind: 'done', embedded: 1 });
    expect([...world.vectors.claims.values()].filter((c) => c.lease !== '' && c.until > world.clock.now().toISOString())).to.have.length(0);
  });
});
