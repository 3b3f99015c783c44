import type { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { UploadStore } from '../../application/media/upload-store.js';
import type { Clock } from '../../application/shared/ports.js';
import type { UploadRequestContext } from './checksummed-file-store.js';
import type { ResumableStore } from './resumable-store.js';

/** The tus answer to a body that does not match its checksum (tus checksum extension). */
const CHECKSUM_MISMATCH = { status_code: 460, body: 'Checksum Mismatch' };

/**
 * The tus data store over the UploadStore port (FILE_STORAGE=store): an upload begun through
 * one instance resumes through any other on the same store. A PATCH's body is read whole, its
 * checksum checked, then appended in one atomic step at the offset the request named: a body
 * cut short or refused keeps nothing (HEAD says where to resume), and of two PATCHes at one
 * offset on two instances (tus locks are per process) one is appended, the other is 409.
 */
export class StoredUploadDataStore extends DataStore implements ResumableStore {
  constructor(
    private readonly uploads: UploadStore,
    private readonly clock: Clock,
    private readonly requests: AsyncLocalStorage<UploadRequestContext>,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'checksum'];
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date = this.clock.now().toISOString();
    await this.uploads.create({ id: upload.id, size: upload.size ?? null, metadata: upload.metadata ?? {}, createdAt: upload.creation_date });
    return upload;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const found = await this.uploads.find(id);
    if (found === null) throw ERRORS.FILE_NOT_FOUND;
    // A completed upload takes only an empty body at its full offset: a repeated last PATCH.
    if (found.imageId !== null) {
      readable.resume();
      return offset;
    }
    const hash = createHash('sha1');
    const chunks: Buffer[] = [];
    for await (const chunk of readable) {
      hash.update(chunk as Buffer);
      chunks.push(chunk as Buffer);
    }
    const expected = this.requests.getStore()?.sha1 ?? null;
    if (expected !== null && hash.digest('base64') !== expected) throw CHECKSUM_MISMATCH;
    const body = Buffer.concat(chunks);
    if (body.length === 0) return offset;
    const appended = await this.uploads.append(id, offset, body);
    if (appended.kind === 'missing') throw ERRORS.FILE_NOT_FOUND;
    if (appended.kind === 'moved') throw ERRORS.INVALID_OFFSET;
    return appended.offset;
  }

  override async getUpload(id: string): Promise<Upload> {
    const found = await this.uploads.find(id);
    if (found === null) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({ id, size: found.size ?? undefined, offset: found.offset, metadata: { ...found.metadata }, creation_date: found.createdAt });
  }

  override async remove(id: string): Promise<void> {
    if (!(await this.uploads.remove(id))) throw ERRORS.FILE_NOT_FOUND;
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    await this.uploads.declareLength(id, length);
  }

  async imageOf(id: string): Promise<string | null> {
    return (await this.uploads.find(id))?.imageId ?? null;
  }

  complete(id: string, imageId: string): Promise<void> {
    return this.uploads.complete(id, imageId);
  }

  bytesOf(id: string): AsyncIterable<Uint8Array> {
    return this.uploads.bytes(id);
  }

  startedBefore(before: Date): Promise<string[]> {
    return this.uploads.startedBefore(before.toISOString());
  }
}
