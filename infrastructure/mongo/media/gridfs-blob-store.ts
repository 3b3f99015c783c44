import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createRequire } from 'node:module';
import type { Db, GridFSBucket, GridFSBucketWriteStream } from 'mongodb';
import type { BlobRead, BlobStore, StagedBlob, StageOutcome } from '../../../application/media/ports.js';
import { checkedKey, checkedPrefix, readStaged } from '../../media/stage-reader.js';

/**
 * The driver, required when first used: a SQLite instance never loads it (about 130 modules
 * and 20 MB). Only a MongoDB-backed instance builds this store, after the driver connected.
 */
const mongodb = (): typeof import('mongodb') => createRequire(import.meta.url)('mongodb') as typeof import('mongodb');

/** The GridFS bucket of blobs: collections `blobs.files` and `blobs.chunks`. */
export const BLOB_BUCKET = 'blobs';

/** Staged files are named under this prefix until committed (keys never start with a dot). */
const STAGING = '.staging/';

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isFileNotFound = (error: unknown): boolean => /File not found/i.test((error as Error | null)?.message ?? '');

/**
 * Blobs in MongoDB GridFS, the file name being the key. GridFS writes a file's document after
 * its last chunk, so a key never names half a file; staging uploads under a temporary name and
 * renames on commit. Every instance behind a load balancer sees the same blobs.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new (mongodb().GridFSBucket)(db, { bucketName: BLOB_BUCKET });
  }

  async stage(source: AsyncIterable<Uint8Array>, limits: { maxBytes: number; headBytes: number }): Promise<StageOutcome> {
    const upload = this.bucket.openUploadStream(`${STAGING}${randomUUID()}`);
    let digest;
    try {
      digest = await readStaged(source, limits, (chunk) => write(upload, chunk));
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error;
    }
    if (typeof digest === 'string') {
      await upload.abort();
      return { kind: digest };
    }
    upload.end();
    await finished(upload);
    return { kind: 'staged', blob: { token: upload.id.toHexString(), ...digest } };
  }

  async commit(staged: StagedBlob, key: string): Promise<void> {
    if ((await this.latest(checkedKey(key))) !== null) return this.discard(staged);
    // Two commits of one key at once both rename: two files of the same bytes, the newest is read.
    await this.bucket.rename(new (mongodb().ObjectId)(staged.token), key);
  }

  async discard(staged: StagedBlob): Promise<void> {
    const file = await this.bucket.find({ _id: new (mongodb().ObjectId)(staged.token) }).next();
    // Committed: the file now carries its key and stays.
    if (file === null || !file.filename.startsWith(STAGING)) return;
    await this.bucket.delete(file._id).catch((error: unknown) => {
      if (!isFileNotFound(error)) throw error;
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // A key's content never changes (it names a hash, a width): the first write stands.
    if ((await this.latest(checkedKey(key))) !== null) return;
    const upload = this.bucket.openUploadStream(key);
    upload.end(bytes);
    await finished(upload);
  }

  async open(key: string): Promise<BlobRead | null> {
    const file = await this.latest(checkedKey(key));
    return file && { size: file.length, stream: this.bucket.openDownloadStream(file._id) };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const file = await this.latest(checkedKey(key));
    return file && { size: file.length };
  }

  async delete(key: string): Promise<void> {
    await this.deleteMatching({ filename: checkedKey(key) });
  }

  async deletePrefix(prefix: string): Promise<void> {
    // An anchored prefix pattern is answered from the (filename, uploadDate) index.
    await this.deleteMatching({ filename: { $regex: `^${escapeRegex(checkedPrefix(prefix))}` } });
  }

  async sweepStaged(before: Date): Promise<number> {
    return this.deleteMatching({ filename: { $regex: `^${escapeRegex(STAGING)}` }, uploadDate: { $lt: before } });
  }

  private async latest(key: string) {
    return this.bucket.find({ filename: key }).sort({ uploadDate: -1 }).limit(1).next();
  }

  private async deleteMatching(filter: Record<string, unknown>): Promise<number> {
    const files = await this.bucket.find(filter, { projection: { _id: 1 } }).toArray();
    for (const file of files) {
      await this.bucket.delete(file._id).catch((error: unknown) => {
        if (!isFileNotFound(error)) throw error;
      });
    }
    return files.length;
  }
}

/** Writes with backpressure: waits for `drain` when GridFS's buffer is full. */
async function write(upload: GridFSBucketWriteStream, chunk: Uint8Array): Promise<void> {
  if (!upload.write(chunk)) await once(upload, 'drain');
}
