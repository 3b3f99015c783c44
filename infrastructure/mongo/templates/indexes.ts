import type { MongoIndex } from '../schema.js';

/** Project doc templates; every document carries `project_id` (project deletion relies on it). */
export const DOC_TEMPLATES = 'doc_templates';

export const TEMPLATES_INDEXES: readonly MongoIndex[] = [{ collection: DOC_TEMPLATES, key: { project_id: 1, id: 1 }, options: { unique: true } }];
