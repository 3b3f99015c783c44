import type { MongoIndex } from '../schema.js';
import { PAGES } from '../pages/documents.js';

/** Collections of page vectors (MongoPageVectors); every document carries `project_id` (project deletion relies on it). */
export const PAGE_VECTORS = 'page_vectors';
export const PAGE_VECTOR_CLAIMS = 'page_vector_claims';
export const PAGE_VECTOR_VERSIONS = 'page_vector_versions';

export const PAGE_VECTOR_INDEXES: readonly MongoIndex[] = [
  // A project's vectors of one model, read for scoring.
  { collection: PAGE_VECTORS, key: { project_id: 1, model: 1 } },
  // Project deletion finds claims and counters by project; also creates the collections up front.
  { collection: PAGE_VECTOR_CLAIMS, key: { project_id: 1 } },
  { collection: PAGE_VECTOR_VERSIONS, key: { project_id: 1 } },
  // The look for stale vectors walks live pages' ids and revisions alone, never their bodies.
  {
    collection: PAGES,
    key: { _id: 1, revision: 1, project_id: 1 },
    options: { name: 'pages_live_revisions', partialFilterExpression: { kind: 'live' } },
  },
];
