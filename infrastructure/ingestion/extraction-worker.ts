import { parentPort } from 'node:worker_threads';
import { ReadabilityPageExtractor } from './readability-page-extractor.js';

/** The worker thread side of WorkerPageExtractor: one extraction per message, answered by id. */
const port = parentPort;
if (port === null) throw new Error('extraction-worker runs as a worker thread');
const extractor = new ReadabilityPageExtractor();
port.on('message', (job: { id: number; html: string; url: string }) => {
  port.postMessage({ id: job.id, page: extractor.extractNow(job.html, job.url) });
});
port.postMessage({ ready: true });
