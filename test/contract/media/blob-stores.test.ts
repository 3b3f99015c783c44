import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobStore } from '../../../application/media/ports.js';
import { CachedBlobStore } from '../../../infrastructure/media/cached-blob-store.js';
import { FileBlobStore } from '../../../infrastructure/media/file-blob-store.js';
import { GridFsBlobStore } from '../../../infrastructure/mongo/media/gridfs-blob-store.js';
import { InMemoryBlobStore } from '../../support/fakes/media.js';
import { describeMongo } from '../../support/mongo.js';
import { blobStoreContract } from './blob-store.contract.js';

describe('Blob store contract [in-memory fake]', () => {
  let store: BlobStore;
  beforeEach(() => {
    store = new InMemoryBlobStore();
  });
  blobStoreContract(() => store);
});

describe('Blob store contract [files under DATA_DIR]', () => {
  let dir: string;
  let store: BlobStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-service-blobs-'));
    store = new FileBlobStore(join(dir, 'blobs'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  blobStoreContract(() => store);
});

// A budget of a few bytes: the contract's blobs keep evicting one another, so every path runs.
describe('Blob store contract [files under DATA_DIR, behind the read cache]', () => {
  let dir: string;
  let store: BlobStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-service-blobs-'));
    store = new CachedBlobStore(new FileBlobStore(join(dir, 'blobs')), { totalBytes: 64, maxBlobBytes: 32 });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  blobStoreContract(() => store);
});

describeMongo('Blob store contract (GridFS)', (mongo) => {
  blobStoreContract(() => new GridFsBlobStore(mongo().db));
});
