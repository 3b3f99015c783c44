import type { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import type { Clock } from '../../application/shared/ports.js';
import type { ResumableStore } from './resumable-store.js';

/** What a tus request carries past the protocol library: whose it is, and the checksum its body must have. */
export interface UploadRequestContext {
  readonly projectId: string;
  readonly userId: string;
  /** Base64 SHA-1 of this request's body (`Upload-Checksum: sha1 <digest>`), when sent. */
  readonly sha1: string | null;
}

/** The tus answer to a body that does not match its checksum (tus checksum extension). */
const CHECKSUM_MISMATCH = { status_code: 460, body: 'Checksum Mismatch' };

/** An upload's stored record; once completed, it names the image the upload became. */
type UploadRecord = Upload & { readonly image_id?: string };

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * The tus file store (uploads under DATA_DIR survive a restart: the offset is the file's size)
 * with the checksum extension @tus/server lacks, and creation times from the service's Clock
 * (the abandoned-upload sweep reads them). Expiration headers are not offered: the sweep does it.
 */
export class ChecksummedFileStore extends FileStore implements ResumableStore {
  constructor(
    directory: string,
    private readonly clock: Clock,
    private readonly requests: AsyncLocalStorage<UploadRequestContext>,
  ) {
    super({ directory });
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'checksum'];
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date = this.clock.now().toISOString();
    return super.create(upload);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // A completed upload takes only an empty body at its full offset (the protocol checks that):
    // a last PATCH repeated by a client that lost the answer. There is nothing to write.
    if ((await this.imageOf(id)) !== null) {
      readable.resume();
      return offset;
    }
    const expected = this.requests.getStore()?.sha1 ?? null;
    if (expected === null) return super.write(readable, id, offset);
    const hash = createHash('sha1');
    const hashed = Readable.from(
      (async function* () {
        for await (const chunk of readable) {
          hash.update(chunk as Buffer);
          yield chunk as Buffer;
        }
      })(),
    );
    let written: number;
    try {
      written = await super.write(hashed, id, offset);
    } catch (error) {
      // A body cut short cannot be checked against its checksum: none of it is kept.
      await this.rollBack(id, offset);
      throw error;
    }
    if (hash.digest('base64') !== expected) {
      await this.rollBack(id, offset);
      throw CHECKSUM_MISMATCH;
    }
    return written;
  }

  /**
   * The upload became the image `imageId`: its bytes go (the file is emptied, not deleted: the
   * store lists an upload by its file and its record), its record stays until the sweep or a
   * termination, so that HEAD and a repeated last PATCH still find it, at its full offset, and
   * name the image. Nothing happens when the upload was terminated meanwhile.
   */
  async complete(id: string, imageId: string): Promise<void> {
    const record = await this.configstore.get(id);
    if (record === undefined) return;
    await this.configstore.set(id, { ...record, image_id: imageId } as UploadRecord);
    await truncate(this.pathOf(id), 0).catch(ignoreMissing);
  }

  /** The image a completed upload became; null while it is in progress (or unknown). */
  async imageOf(id: string): Promise<string | null> {
    const record = (await this.configstore.get(id)) as UploadRecord | undefined;
    return record?.image_id ?? null;
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = (await this.configstore.get(id)) as UploadRecord | undefined;
    if (record?.image_id === undefined) return super.getUpload(id);
    // Completed: its bytes are gone, its offset is its whole length.
    const { size, metadata, creation_date } = record;
    return new Upload({ id, size, offset: size ?? 0, metadata, creation_date, storage: { type: 'file', path: this.pathOf(id) } });
  }

  bytesOf(id: string): AsyncIterable<Uint8Array> {
    return createReadStream(this.pathOf(id));
  }

  async startedBefore(before: Date): Promise<string[]> {
    const started: string[] = [];
    for (const id of await this.configstore.list!().catch(() => [])) {
      const upload = await this.configstore.get(id);
      if (upload?.creation_date !== undefined && new Date(upload.creation_date) < before) started.push(id);
    }
    return started;
  }

  /** The upload's bytes on disk (the path the store writes). */
  pathOf(id: string): string {
    return join(this.directory, id);
  }

  private async rollBack(id: string, offset: number): Promise<void> {
    await truncate(this.pathOf(id), offset);
  }
}
