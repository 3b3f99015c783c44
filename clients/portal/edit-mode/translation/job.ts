import { Refusal } from '../../messages.js';
import type { TranslationCalls, TranslationJob, TranslationRequest } from './translation-api.js';

/** How often a running job is asked about: often enough to show progress, seldom enough to stay cheap. */
const POLL_MS = 700;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job's progress in words ("Translating… 3 of 8 parts"), for a status line. */
export function progressWords(job: TranslationJob): string {
  const { progress } = job;
  return progress.total === 0 ? 'Translating…' : `Translating… ${progress.done} of ${progress.total} ${progress.total === 1 ? 'part' : 'parts'} done.`;
}

/**
 * Starts a translation job and follows it until it ends: resolves the job done (its draft); a job
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
): Promise<TranslationJob & { readonly draft_id: string }> {
  let job = await api.startTranslation(projectId, request);
  for (;;) {
    seen(job);
    if (job.status === 'done' && job.draft_id !== null) {
      rememberLeftToTranslate(job.draft_id, job.left_to_translate);
      return { ...job, draft_id: job.draft_id };
    }
    if (job.status === 'failed') throw new Refusal(job.error ?? 'the translation stopped without saying why');
    if (signal?.aborted === true) throw new Refusal('stopped following the translation');
    await wait(POLL_MS);
    job = await api.getTranslation(projectId, job.id);
  }
}

const leftKey = (draftId: string) => `translation-left:${draftId}`;

/**
 * The parts a job left in the source language, kept in the tab for its draft (the service says
 * them on the job only): the editor marks them when it opens the draft, from here or the console.
 */
function rememberLeftToTranslate(draftId: string, parts: readonly string[]): void {
  try {
    sessionStorage.setItem(leftKey(draftId), JSON.stringify(parts));
  } catch {
    // Storage refused (private mode, full): the editor falls back to comparing with the source.
  }
}

/** What the job that made this draft left to translate, when this tab followed it; null otherwise. */
export function leftToTranslateOf(draftId: string): readonly string[] | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(leftKey(draftId)) ?? 'null');
    return Array.isArray(kept) ? kept.filter((part): part is string => typeof part === 'string') : null;
  } catch {
    return null;
  }
}
