import type { MongoIndex } from '../schema.js';

/** One labels document per (project, language, scope); a language's scopes are read together. */
export const TRANSLATION_INDEXES: readonly MongoIndex[] = [
  { collection: 'translations', key: { project_id: 1, language: 1, scope: 1 }, options: { unique: true } },
  /** One glossary per project. */
  { collection: 'glossaries', key: { project_id: 1 }, options: { unique: true } },
  // At most one running job per slug and target language (the partial index is the rule).
  {
    collection: 'translation_jobs',
    key: { project_id: 1, slug: 1, target_language: 1 },
    options: { unique: true, partialFilterExpression: { status: 'running' }, name: 'one_running_translation' },
  },
  { collection: 'translation_sources', key: { project_id: 1, slug: 1, language: 1, revision: 1 }, options: { unique: true } },
];
