import { conflict, invalid, type AppError } from '../../domain/shared/errors.js';

/** Messages of the translation use cases, said once. */

export const TRANSLATION_NOT_FOUND = 'Translation not found';

export const sameLanguage = (): AppError => invalid('target_language must be another language than source_language');

export const alreadyRunning = (language: string, jobId: string): AppError =>
  conflict(`A translation of this page into ${language} is already running`, { job_id: jobId });

export const notATranslation = (language: string): AppError => invalid(`The page in ${language} is not a translation (its translation_of is null)`);
