import { answerJobs } from '../../../system/worker-jobs.js';
import type { HighlightJob } from './off-thread-highlighter.js';
import { codeHighlighter, loadShiki } from './highlight.js';

/** The worker thread side of OffThreadHighlighter: a page's code blocks per job, each highlighted or null (plain). */
answerJobs(async ({ blocks }: HighlightJob) => {
  const highlighter = await codeHighlighter(blocks.map((block) => block.language));
  return blocks.map((block) => highlighter.highlight(block.code, block.language));
}, loadShiki);
