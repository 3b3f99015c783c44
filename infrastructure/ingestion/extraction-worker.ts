import { answerJobs } from '../system/worker-jobs.js';
import { ReadabilityPageExtractor } from './readability-page-extractor.js';
import type { ExtractionJob } from './worker-page-extractor.js';

/** The worker thread side of WorkerPageExtractor: one extraction per job. */
const extractor = new ReadabilityPageExtractor();
answerJobs((job: ExtractionJob) => extractor.extractNow(job.html, job.url));
