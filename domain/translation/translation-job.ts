import type { Metadata } from '../pages/metadata.js';

export type TranslationJobStatus = 'running' | 'done' | 'failed';

/**
 * A page being translated into a draft, in the background. `draft_id` is set once the draft
 * exists (`done`), `error` says why a `failed` job wrote nothing.
 */
export interface TranslationJob {
  readonly id: string;
  readonly project_id: string;
  readonly slug: string;
  readonly source_language: string;
  readonly target_language: string;
  readonly status: TranslationJobStatus;
  readonly draft_id: string | null;
  readonly error: string | null;
  /** Segments translated of all the page's segments (0 of 0 until the provider counts them). */
  readonly progress: { readonly done: number; readonly total: number };
  /** Parts the draft keeps in the source language for a person: metadata keys and `content`. */
  readonly left_to_translate: readonly string[];
  readonly requested_by: string;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The source page as it was translated: what "changed in the source since" is measured from. */
export interface SourceSnapshot {
  readonly project_id: string;
  readonly slug: string;
  readonly language: string;
  readonly revision: number;
  readonly metadata: Metadata;
  readonly content: string;
}

/**
 * How long a running job's instance holds it without a sign of life (each progress report
 * renews it). Past that the instance is taken for dead and the job is failed (never retried
 * elsewhere: the editor sees why and may start it again, and no provider is billed twice).
 */
export const JOB_LEASE_MS = 5 * 60_000;

export const STALLED_JOB_ERROR = 'The translation stopped without finishing (the service restarted or lost its worker): start it again';

export const leaseUntil = (now: Date): string => new Date(now.getTime() + JOB_LEASE_MS).toISOString();

export function newTranslationJob(fields: {
  id: string;
  project_id: string;
  slug: string;
  source_language: string;
  target_language: string;
  requested_by: string;
  at: string;
}): TranslationJob {
  const { at, ...rest } = fields;
  return { ...rest, status: 'running', draft_id: null, error: null, progress: { done: 0, total: 0 }, left_to_translate: [], created_at: at, updated_at: at };
}
