import type { Glossary } from '../../domain/translation/glossary.js';
import type { SourceSnapshot, TranslationJob } from '../../domain/translation/translation-job.js';
import type { DocumentStanding } from '../../domain/translation/translation-status.js';
import type { ScopedLabels } from '../../domain/translation/labels.js';
import type { ProseBlock } from '../../domain/translation/page-parts.js';
import type { TranslationFailure } from './page-translator.js';

export type { ScopedLabels } from '../../domain/translation/labels.js';

/** Translated card labels per (project, language, scope); a project may later edit its own. */
export interface TranslationStore {
  /** Every stored scope of one language, in one read (the hot path of a cached language switch). */
  find(projectId: string, language: string): Promise<ScopedLabels>;
  /** Stores (replacing) the given scopes of one language. */
  save(projectId: string, language: string, scopes: ScopedLabels, now: Date): Promise<void>;
}
export const TranslationStore = Symbol.for('TranslationStore');

/** Machine translation of short UI texts out of English. */
export interface Translator {
  /**
   * The English `texts` in `target` (a BCP-47 tag), in the same order. Rejects when it cannot
   * (language not supported, provider down or slow): callers fall back to English.
   */
  translate(texts: readonly string[], target: string): Promise<readonly string[]>;
}
export const Translator = Symbol.for('Translator');

/** A project's glossary: read by every translation, replaced whole by a manager. */
export interface GlossaryStore {
  /** The project's glossary; an empty one when none was saved. */
  find(projectId: string): Promise<Glossary>;
  /** Replaces the whole glossary atomically: a reader sees the old one or the new one, never a mix. */
  replace(projectId: string, glossary: Glossary, now: Date): Promise<void>;
}
export const GlossaryStore = Symbol.for('GlossaryStore');

export type SegmentTranslationOutcome =
  | { readonly kind: 'translated'; readonly texts: readonly string[] }
  | { readonly kind: 'failed'; readonly failure: TranslationFailure }
  /** No provider is configured: nothing was sent anywhere, the texts are left for a person. */
  | { readonly kind: 'offline' };

/**
 * Machine translation of a document's segments (placeholders `⟦n⟧` in them must come back as
 * they are), between any two languages. Never rejects.
 */
export interface DocumentTranslator {
  /** The most segments one request carries. */
  readonly batchSize: number;
  translateSegments(texts: readonly string[], languages: { readonly from: string; readonly to: string }): Promise<SegmentTranslationOutcome>;
}
export const DocumentTranslator = Symbol.for('DocumentTranslator');

/** Finds the prose of a markdown document (a markdown parser's view of its blocks). */
export interface MarkdownProse {
  blocks(markdown: string): readonly ProseBlock[];
}
export const MarkdownProse = Symbol.for('MarkdownProse');

/** What a running job reports as it goes (each report renews its instance's lease). */
export interface JobProgress {
  readonly done: number;
  readonly total: number;
}

export type CreateJobOutcome =
  | { readonly kind: 'created'; readonly job: TranslationJob }
  /** A job for the same slug and target language is still running: this one was not stored. */
  | { readonly kind: 'already_running'; readonly job_id: string };

export type ClaimJobOutcome = { readonly kind: 'claimed' } | { readonly kind: 'taken' };

/** How a job ended; `done` names the draft written. */
export type JobEnd =
  { readonly status: 'done'; readonly draft_id: string; readonly left_to_translate: readonly string[] } | { readonly status: 'failed'; readonly error: string };

/**
 * Translation jobs, shared by every instance: at most one running job per (project, slug,
 * target language); a job runs where it was claimed (one claim wins), and a job whose claim
 * lapsed (its instance died) is failed when next read. Also the sources as they were
 * translated (SourceSnapshot), kept per (project, slug, language, revision).
 */
export interface TranslationJobs {
  create(job: TranslationJob): Promise<CreateJobOutcome>;
  find(projectId: string, jobId: string): Promise<TranslationJob | null>;
  /** Takes an unclaimed running job for `owner` until `leaseUntil`; `taken` if another holds it or it ended. */
  claim(projectId: string, jobId: string, owner: string, leaseUntil: string): Promise<ClaimJobOutcome>;
  /** Records progress and renews the lease, while `owner` holds the running job (false otherwise). */
  report(projectId: string, jobId: string, owner: string, progress: JobProgress, leaseUntil: string, at: string): Promise<boolean>;
  /** Ends the running job held by `owner` (false when it no longer holds it: it was failed as stalled). */
  finish(projectId: string, jobId: string, owner: string, end: JobEnd, at: string): Promise<boolean>;
  /** Fails the job if it is still running with a lease that lapsed before `now` (or was never claimed by then); true when it did. */
  failStalled(projectId: string, jobId: string, now: string, error: string): Promise<boolean>;
  /** Keeps the source as translated (a second record of the same revision changes nothing). */
  recordSource(snapshot: SourceSnapshot, at: string): Promise<void>;
  findSource(projectId: string, slug: string, language: string, revision: number): Promise<SourceSnapshot | null>;
}
export const TranslationJobs = Symbol.for('TranslationJobs');

/** Every document of a project as the translation status needs it (no bodies), in one read. */
export interface TranslationIndex {
  standings(projectId: string): Promise<DocumentStanding[]>;
}
export const TranslationIndex = Symbol.for('TranslationIndex');
