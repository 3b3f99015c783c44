import type { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import type { Clock } from '../../application/shared/ports.js';

/** What a tus request carries past the protocol library: whose it is, and the checksum its body must have. */
export interface UploadRequestContext {
  readonly projectId: string;
  readonly userId: string;
  /** Base64 SHA-1 of this request's body (`Upload-Checksum: sha1 <digest>`), when sent. */
  readonly sha1: string | null;
}

/** The tus answer to a body that does not match its checksum (tus checksum extension). */
export const CHECKSUM_MISMATCH = { status_code: 460, body: 'Checksum Mismatch' };

/**
 * The tus file store (uploads under DATA_DIR survive a restart: the offset is the file's size)
 * with the checksum extension @tus/server lacks, and creation times from the service's Clock
 * (the abandoned-upload sweep reads them). Expiration headers are not offered: the sweep does it.
 */
export class ChecksummedFileStore extends FileStore {
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

  /** The upload's bytes on disk (the path the store writes). */
  pathOf(id: string): string {
    return join(this.directory, id);
  }

  private async rollBack(id: string, offset: number): Promise<void> {
    await truncate(this.pathOf(id), offset);
  }
}
