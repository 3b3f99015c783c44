import { expect } from 'chai';
import { WorkerJobs } from '../../../infrastructure/system/worker-jobs.js';

/** A stand-in worker script speaking WorkerJobs' messages, told by the job what to do. */
const STAND_IN = new URL(
  `data:text/javascript,${encodeURIComponent(`
  import { parentPort } from 'node:worker_threads';
  parentPort.on('message', ({ id, input }) => {
    if (input === 'hang') for (;;) {}
    if (input === 'crash') process.exit(3);
    if (input === 'hog') { const kept = []; for (;;) kept.push(new Array(1e6).fill(id)); }
    parentPort.postMessage({ id, output: input.toUpperCase() });
  });
  parentPort.postMessage({ ready: true });
`)}`,
);

describe('Jobs in a worker thread (WorkerJobs)', () => {
  let jobs: WorkerJobs<string, string>;
  beforeEach(() => {
    jobs = new WorkerJobs(STAND_IN, { timeoutMs: 300, idleMs: 50, maxHeapMb: 16 });
  });
  afterEach(() => jobs.close());

  it('answers jobs sent at once, each its own, in order', async () => {
    expect(await Promise.all(['a', 'b', 'c'].map((input) => jobs.run(input)))).to.deep.equal(['A', 'B', 'C']);
  });

  it('answers null for a job that runs over its time, a crash or a heap over its limit, and goes on with a new worker', async () => {
    const outputs = await Promise.all(['hang', 'after-hang', 'crash', 'after-crash', 'hog', 'after-hog'].map((input) => jobs.run(input)));
    expect(outputs).to.deep.equal([null, 'AFTER-HANG', null, 'AFTER-CRASH', null, 'AFTER-HOG']);
  });

  it('answers null for a job that waits longer than it may, without running it', async () => {
    const impatient = new WorkerJobs<string, string>(STAND_IN, { timeoutMs: 1000, maxWaitMs: 100, idleMs: 50, maxHeapMb: 16 });
    try {
      // The first holds the worker for its whole second; the second gives up waiting first.
      expect(await Promise.all([impatient.run('hang'), impatient.run('waited')])).to.deep.equal([null, null]);
      expect(await impatient.run('next')).to.equal('NEXT');
    } finally {
      await impatient.close();
    }
  });

  it('starts again after idling', async () => {
    expect(await jobs.run('one')).to.equal('ONE');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await jobs.run('two')).to.equal('TWO');
  });
});
