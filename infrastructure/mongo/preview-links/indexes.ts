import type { MongoIndex } from '../schema.js';
import { PREVIEW_LINKS } from './preview-link-repository.js';

export const PREVIEW_LINK_INDEXES: readonly MongoIndex[] = [
  { collection: PREVIEW_LINKS, key: { token_hash: 1 }, options: { unique: true } },
  { collection: PREVIEW_LINKS, key: { project_id: 1, _id: -1 } },
];
