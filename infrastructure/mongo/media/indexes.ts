import type { MongoIndex } from '../schema.js';
import { BLOB_BUCKET } from './gridfs-blob-store.js';
import { IMAGES } from './image-repository.js';

export const MEDIA_INDEXES: readonly MongoIndex[] = [
  // One image per (project, content hash), whatever the timing of uploads.
  { collection: IMAGES, key: { project_id: 1, sha256: 1 }, options: { unique: true } },
  { collection: IMAGES, key: { project_id: 1, _id: 1 } },
  // Blobs are found by key (GridFS file name) and deleted by key prefix; the driver's own
  // (filename, uploadDate) index serves both, created here so the first upload needs no DDL.
  { collection: `${BLOB_BUCKET}.files`, key: { filename: 1, uploadDate: 1 } },
  { collection: `${BLOB_BUCKET}.chunks`, key: { files_id: 1, n: 1 }, options: { unique: true } },
];
