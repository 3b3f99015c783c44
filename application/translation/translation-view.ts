import type { TranslationJob } from '../../domain/translation/translation-job.js';

/** A translation job as the API answers it. */
export type TranslationView = Omit<TranslationJob, 'project_id' | 'requested_by'>;

export const translationView = ({ project_id: _project, requested_by: _by, ...view }: TranslationJob): TranslationView => view;
