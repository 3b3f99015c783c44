import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BlobRead, BlobStore, StagedBlob, StageOutcome } from '../../application/media/ports.js';
import { checkedKey, checkedPrefix, readStaged } from './stage-reader.js';

const STAGING = '.staging';

const isMissing = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'ENOENT';

/**
 * Blobs as files under a folder of DATA_DIR, one file per key. Bytes are written to a staging
 * file first and renamed into place (same file system, so atomic): a reader never sees half
 * a file, and a crash leaves only staging files, which the upload sweep removes.
 */
export class FileBlobStore implements BlobStore {
  private readonly staging: string;

  constructor(private readonly root: string) {
    this.staging = join(root, STAGING);
  }

  async stage(source: AsyncIterable<Uint8Array>, limits: { maxBytes: number; headBytes: number }): Promise<StageOutcome> {
    await mkdir(this.staging, { recursive: true });
    const token = randomUUID();
    const path = this.stagingPath(token);
    const file = await open(path, 'wx');
    let digest;
    try {
      digest = await readStaged(source, limits, async (chunk) => {
        await file.write(chunk);
      });
    } catch (error) {
      await file.close();
      await rm(path, { force: true });
      throw error;
    }
    await file.close();
    if (typeof digest === 'string') {
      await rm(path, { force: true });
      return { kind: digest };
    }
    return { kind: 'staged', blob: { token, ...digest } };
  }

  async commit(staged: StagedBlob, key: string): Promise<void> {
    const target = this.pathOf(key);
    if ((await this.stat(key)) !== null) return this.discard(staged);
    await mkdir(dirname(target), { recursive: true });
    // Two commits of one key at once both rename: the same bytes, either one wins.
    await rename(this.stagingPath(staged.token), target);
  }

  async discard(staged: StagedBlob): Promise<void> {
    await rm(this.stagingPath(staged.token), { force: true });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.staging, { recursive: true });
    const temporary = this.stagingPath(randomUUID());
    await writeFile(temporary, bytes);
    await mkdir(dirname(target), { recursive: true });
    await rename(temporary, target);
  }

  async open(key: string): Promise<BlobRead | null> {
    const found = await this.stat(key);
    return found && { size: found.size, stream: createReadStream(this.pathOf(key)) };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(join(this.root, checkedPrefix(prefix)), { recursive: true, force: true });
  }

  async sweepStaged(before: Date): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.staging);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const info = await stat(join(this.staging, name)).catch(() => null);
      if (info === null || info.mtime >= before) continue;
      await rm(join(this.staging, name), { force: true });
      removed += 1;
    }
    return removed;
  }

  private pathOf(key: string): string {
    return join(this.root, checkedKey(key));
  }

  private stagingPath(token: string): string {
    // Tokens are ours (UUIDs), but a staged blob is a plain object: never let one name a path elsewhere.
    if (!/^[0-9a-f-]{36}$/.test(token)) throw new Error('Invalid staging token');
    return join(this.staging, token);
  }
}
