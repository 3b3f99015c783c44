import { expect } from 'chai';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { PageVectors } from '../../../../application/search/semantic/ports.js';
import { PageVectorRefresher, type RefresherOptions } from '../../../../infrastructure/embeddings/page-vector-refresher.js';
import { semanticWorld } from './semantic-world.js';

/** Waits (in real time: the refresher sleeps with timers) until `check` holds. */
async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function running(world: ReturnType<typeof semanticWorld>, options: RefresherOptions = {}, vectors: PageVectors = world.vectors) {
  const lines: Array<{ level: number; msg: string; [field: string]: unknown }> = [];
  const sink = new Writable({
    write: (chunk, _encoding, done) => (
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ),
      done()
    ),
  });
  const refresher = new PageVectorRefresher(world.refresh, vectors, { pollMs: 10, backoffMs: 200, ...options });
  refresher.start(pino({ level: 'info' }, sink), 'fake-embeddings@16');
  return { refresher, lines, messages: () => lines.map((l) => l.msg) };
}

describe('PageVectorRefresher: the background loop of this instance', () => {
  it('embeds the pages there are at start, then a page written later, without being woken', async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    await world.publish(projectId, 'a', 'A', 'First.');
    const { refresher, messages } = running(world);
    try {
      await until(() => world.vectors.vectors.size === 1, 'the first page');
      const later = await world.publish(projectId, 'b', 'B', 'Second.');
      await until(() => world.vectors.vectors.has(later), 'the page written later');
      expect(messages()).to.include('semantic ranking on: live pages are embedded in the background');
      expect(messages()).to.include('page vectors refreshed');
    } finally {
      await refresher.stop();
    }
  });

  it('when the provider fails: one line saying so and when it tries again, nothing sent meanwhile, then it works again', async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    world.embeddings!.failWith({ cause: 'unavailable', reason: 'Gemini embeddings answered 503: down' });
    await world.publish(projectId, 'a', 'A', 'First.');
    const { refresher, lines, messages } = running(world, { backoffMs: 300 });
    try {
      await until(() => messages().some((m) => m.startsWith('embedding pages failed')), 'the failure');
      const failure = lines.find((l) => l.msg.startsWith('embedding pages failed'))!;
      expect(failure).to.deep.include({ level: 40, cause: 'unavailable', reason: 'Gemini embeddings answered 503: down', retry_in_s: 1 });
      expect(failure.msg).to.equal('embedding pages failed (unavailable); trying again in 1 s');
      // A write during the backoff is noted, not passed on to the failing provider at once.
      await world.publish(projectId, 'b', 'B', 'Second.');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(world.embeddings!.calls).to.have.length(1);
      world.embeddings!.failWith(null);
      // The released batch is claimable again once the store's clock passes its retry time.
      world.clock.advance(60_000);
      await until(() => world.vectors.vectors.size === 2, 'both pages after the backoff');
      // The vectors are stored before the refresh reports, so the line may follow a moment later.
      await until(() => messages().includes('embedding pages works again'), 'the line saying it works again');
    } finally {
      await refresher.stop();
    }
  });

  it('waits twice as long after each failure in a row', async () => {
    const world = semanticWorld();
    const projectId = await world.newProject();
    world.embeddings!.failWith({ cause: 'refused', reason: 'Gemini embeddings answered 403: no' });
    await world.publish(projectId, 'a', 'A', 'First.');
    const { refresher, lines } = running(world, { backoffMs: 1000, maxBackoffMs: 4000 });
    const waits = () => lines.filter((l) => l.msg.startsWith('embedding pages failed')).map((l) => l.retry_in_s);
    try {
      // Each retry is claimable at once in the store (its clock moved past the retry time).
      for (let i = 0; i < 3; i += 1) {
        await until(() => waits().length === i + 1, `failure ${i + 1}`, 6000);
        world.clock.advance(3_600_000);
      }
      expect(waits()).to.deep.equal([1, 2, 4]);
    } finally {
      await refresher.stop();
    }
  }).timeout(20_000);

  it('a store that fails is logged and tried again, never thrown; stop ends the loop', async () => {
    const world = semanticWorld();
    let calls = 0;
    const failing = Object.assign(Object.create(world.vectors) as PageVectors, {
      livePagesMark: () => ((calls += 1), Promise.reject(new Error('store down'))),
    });
    const { refresher, messages } = running(world, { backoffMs: 20 }, failing);
    await until(() => calls >= 2, 'a second look');
    await refresher.stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls, 'nothing after stop').to.equal(after);
    expect(messages()).to.include('refreshing page vectors failed: the store did not answer');
  });
});
