import { Refusal } from '../../messages.js';
import type { TranslationCalls, TranslationJob, TranslationRequest } from './translation-api.js';

/** How often a running job is asked about: often enough to show progress, seldom enough to stay cheap. */
const POLL_MS = 700;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job's progress in words ("Translating… 3 of 8 parts"), for a status line. */
export function progressWords(job: TranslationJob): string {
  const progress = (job as { progress?: { done: number; total: number } | null }).progress;
  return progress === undefined || progress === null || progress.total === 0
    ? 'Translating…'
    : `Translating… ${progress.done} of ${progress.total} ${progress.total === 1 ? 'part' : 'parts'} done.`;
}

/**
 * Starts a translation job and follows it until it ends: resolves the draft it opened; a job
 * that failed rejects with its reason (a Refusal, so `describeFailure` says it in those words),
 * and so does a refusal of the start. `seen` is told of each reading (progress). The job runs on
 * in the service if the page is left; `signal` only stops following it.
 */
export async function runTranslation(
  api: Pick<TranslationCalls, 'startTranslation' | 'getTranslation'>,
  projectId: string,
  request: TranslationRequest,
  seen: (job: TranslationJob) => void,
  signal?: AbortSignal,
): Promise<string> {
  let job = await api.startTranslation(projectId, request);
  for (;;) {
    seen(job);
    if (job.status === 'done' && job.draft_id !== null) return job.draft_id;
    if (job.status === 'failed') throw new Refusal(job.error ?? 'the translation stopped without saying why');
    if (signal?.aborted === true) throw new Refusal('stopped following the translation');
    await wait(POLL_MS);
    job = await api.getTranslation(projectId, job.id);
  }
}
