import type { MongoIndex } from '../schema.js';
import { DRAFT_VERSIONS, PAGES, SLUG_GUARDS } from './documents.js';

export const PAGES_INDEXES: readonly MongoIndex[] = [
  // One live page and one draft per (project, slug, language), whatever the timing of requests.
  { collection: PAGES, key: { project_id: 1, kind: 1, slug: 1, language: 1 }, options: { unique: true } },
  { collection: PAGES, key: { project_id: 1, _id: 1 } },
  { collection: PAGES, key: { project_id: 1, slug: 1 } },
  { collection: PAGES, key: { project_id: 1, doc_template_id: 1 } },
  { collection: DRAFT_VERSIONS, key: { draft_id: 1, revision: -1 } },
  { collection: DRAFT_VERSIONS, key: { project_id: 1 } },
  // Also creates the collection up front: a guard's first upsert then never creates it inside a transaction.
  { collection: SLUG_GUARDS, key: { project_id: 1 } },
];
