import { expect } from 'chai';
import { WorkerPageExtractor } from '../../../infrastructure/ingestion/worker-page-extractor.js';

/** A stand-in worker speaking the extraction worker's messages, told by the page what to do. */
const STAND_IN = new URL(
  `data:text/javascript,${encodeURIComponent(`
  import { parentPort } from 'node:worker_threads';
  parentPort.on('message', (job) => {
    if (job.html === 'hang') for (;;) {}
    if (job.html === 'crash') process.exit(3);
    if (job.html === 'hog') { const kept = []; for (;;) kept.push(new Array(1e6).fill(job.id)); }
    parentPort.postMessage({ id: job.id, page: { title: null, description: null, language: null, markdown: job.html.toUpperCase() } });
  });
  parentPort.postMessage({ ready: true });
`)}`,
);

const markdownOf = (page: { markdown: string } | null) => page?.markdown ?? null;

describe('Ingestion: extraction in a worker thread', () => {
  let extractor: WorkerPageExtractor;
  beforeEach(() => {
    extractor = new WorkerPageExtractor({ timeoutMs: 300, idleMs: 50, maxHeapMb: 16 }, STAND_IN);
  });
  afterEach(() => extractor.close());

  it('answers jobs sent at once, each its own, in order', async () => {
    const pages = await Promise.all(['a', 'b', 'c'].map((html) => extractor.extract(html, 'https://x.example/')));
    expect(pages.map(markdownOf)).to.deep.equal(['A', 'B', 'C']);
  });

  it('answers null for a page that runs over its time, a crash or a heap over its limit, and goes on with a new worker', async () => {
    const pages = await Promise.all(
      ['hang', 'after-hang', 'crash', 'after-crash', 'hog', 'after-hog'].map((html) => extractor.extract(html, 'https://x.example/')),
    );
    expect(pages.map(markdownOf)).to.deep.equal([null, 'AFTER-HANG', null, 'AFTER-CRASH', null, 'AFTER-HOG']);
  });

  it('starts again after idling', async () => {
    expect(markdownOf(await extractor.extract('one', 'https://x.example/'))).to.equal('ONE');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(markdownOf(await extractor.extract('two', 'https://x.example/'))).to.equal('TWO');
  });
});
