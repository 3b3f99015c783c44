import * as t from 'io-ts';
import { Integer, Timestamp } from '../response-codecs.js';

const JobStatus = t.keyof({ running: null, done: null, failed: null }, 'TranslationJobStatus');

/** A translation job: `running` until the draft is written (`done`, `draft_id`) or nothing is (`failed`, `error` says why). */
export const Translation = t.type(
  {
    id: t.string,
    slug: t.string,
    source_language: t.string,
    target_language: t.string,
    status: JobStatus,
    /** The draft written (`done`); null before, and after a failure. */
    draft_id: t.union([t.string, t.null]),
    /** Why the job failed, in words; null otherwise. */
    error: t.union([t.string, t.null]),
    /** Segments translated so far of the page's segments (0 of 0 until the provider counts them). */
    progress: t.type({ done: Integer, total: Integer }),
    /** Parts the draft keeps in the source language for a person (metadata keys, `content`): every translatable part when no provider is configured. */
    left_to_translate: t.readonlyArray(t.string),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'Translation',
);

const TranslationState = t.keyof({ source: null, up_to_date: null, outdated: null, draft: null, missing: null }, 'TranslationState');

export const TranslationStatus = t.type(
  {
    /** Every language the project has a page or draft in, sorted. */
    languages: t.readonlyArray(t.string),
    /** Slugs sorted; each with its state in every language. */
    pages: t.readonlyArray(t.type({ slug: t.string, languages: t.record(t.string, TranslationState) }, 'PageTranslationStatus')),
  },
  'TranslationStatus',
);

const SourceFields = t.union([t.type({ revision: Integer, metadata: t.UnknownRecord, content: t.string }, 'SourceFields'), t.null]);

export const TranslationChanges = t.type(
  {
    slug: t.string,
    language: t.string,
    source_language: t.string,
    /** The source as it was translated (null when it was not kept: a translation marked by hand from another revision). */
    then: SourceFields,
    /** The source's live page now (null when it is gone). */
    now: SourceFields,
    outdated: t.boolean,
  },
  'TranslationChanges',
);

/** A 409 of a start: `job_id` names the translation already running (absent when a draft is in the way). */
export const TranslationRefused = t.intersection([t.type({ error: t.string }), t.partial({ job_id: t.string })], 'TranslationRefused');
