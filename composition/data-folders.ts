import { join } from 'node:path';
import type { BlobStore } from '../application/media/ports.js';
import type { Config } from './config.js';
import { byStorage, type Storage } from './storage.js';
import { GridFsBlobStore } from '../infrastructure/mongo/media/gridfs-blob-store.js';
import { FileBlobStore } from '../infrastructure/media/file-blob-store.js';

/** Folders under DATA_DIR: image bytes (with the embedded store), tus uploads in progress, deployed sites. */
const BLOBS_FOLDER = 'blobs';
export const UPLOADS_FOLDER = 'uploads';
export const SITES_FOLDER = 'sites';

/** Where image bytes live: files under DATA_DIR beside SQLite, GridFS in MongoDB. */
export const blobStoreOf = (config: Config, storage: Storage): BlobStore =>
  byStorage<BlobStore>(storage, { sqlite: () => new FileBlobStore(join(config.DATA_DIR, BLOBS_FOLDER)), mongo: (db) => new GridFsBlobStore(db) });

/** Where deployed sites and tus uploads in progress live (FILE_STORAGE, defaulting by the store). */
export const fileStorageOf = (config: Pick<Config, 'FILE_STORAGE' | 'MONGODB_URI'>): 'disk' | 'store' =>
  config.FILE_STORAGE ?? (config.MONGODB_URI === null ? 'disk' : 'store');
