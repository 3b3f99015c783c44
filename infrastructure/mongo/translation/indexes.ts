import type { MongoIndex } from '../schema.js';

/** One labels document per (project, language, scope); a language's scopes are read together. */
export const TRANSLATION_INDEXES: readonly MongoIndex[] = [
  { collection: 'translations', key: { project_id: 1, language: 1, scope: 1 }, options: { unique: true } },
  /** One glossary per project. */
  { collection: 'glossaries', key: { project_id: 1 }, options: { unique: true } },
];
