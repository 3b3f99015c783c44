import type { BlobRead, BlobStore, StagedBlob, StageOutcome } from '../../application/media/ports.js';

export interface BlobCacheBudget {
  /** All cached bytes together never exceed this; 0 turns the cache off. */
  readonly totalBytes: number;
  /** A larger blob is streamed from the store every time (and never held whole in memory). */
  readonly maxBlobBytes: number;
}

/**
 * Keeps the bytes of small blobs read recently in memory, least recently read dropped first,
 * so the public `/media` files every deployed page links are answered without a disk read
 * (or a GridFS round trip). Safe without any coordination between instances because a key
 * names its bytes (an image's SHA-256, with the width for a variant; see blob-keys.ts): the
 * bytes behind a key never change, they only go away, and every read of a deleted image is
 * refused by its metadata before the blob store is asked.
 */
export class CachedBlobStore implements BlobStore {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest read first.
  private readonly recent = new Map<string, Uint8Array>();
  private cachedBytes = 0;

  constructor(
    private readonly store: BlobStore,
    private readonly budget: BlobCacheBudget,
  ) {}

  async open(key: string): Promise<BlobRead | null> {
    const hit = this.recent.get(key);
    if (hit !== undefined) {
      this.recent.delete(key);
      this.recent.set(key, hit);
      return whole(hit);
    }
    const read = await this.store.open(key);
    if (read === null || read.size > Math.min(this.budget.maxBlobBytes, this.budget.totalBytes)) return read;
    const bytes = await readAll(read);
    this.remember(key, bytes);
    return whole(bytes);
  }

  stage(source: AsyncIterable<Uint8Array>, limits: { maxBytes: number; headBytes: number }): Promise<StageOutcome> {
    return this.store.stage(source, limits);
  }

  commit(staged: StagedBlob, key: string): Promise<void> {
    return this.store.commit(staged, key);
  }

  discard(staged: StagedBlob): Promise<void> {
    return this.store.discard(staged);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.store.put(key, bytes);
    // Only ever the same bytes again (see above), but a put is rare: never risk an old copy.
    this.forget(key);
  }

  stat(key: string): Promise<{ readonly size: number } | null> {
    return this.store.stat(key);
  }

  async delete(key: string): Promise<void> {
    this.forget(key);
    await this.store.delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const key of [...this.recent.keys()]) if (key.startsWith(prefix)) this.forget(key);
    await this.store.deletePrefix(prefix);
  }

  sweepStaged(before: Date): Promise<number> {
    return this.store.sweepStaged(before);
  }

  private remember(key: string, bytes: Uint8Array): void {
    // Two readers that missed at once both arrive here with the same bytes: keep one copy.
    this.forget(key);
    this.recent.set(key, bytes);
    this.cachedBytes += bytes.byteLength;
    for (const [oldest, dropped] of this.recent) {
      if (this.cachedBytes <= this.budget.totalBytes) break;
      this.recent.delete(oldest);
      this.cachedBytes -= dropped.byteLength;
    }
  }

  private forget(key: string): void {
    const known = this.recent.get(key);
    if (known === undefined) return;
    this.recent.delete(key);
    this.cachedBytes -= known.byteLength;
  }
}

const whole = (bytes: Uint8Array): BlobRead => ({ size: bytes.byteLength, stream: once(bytes), bytes });

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

async function readAll(read: BlobRead): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of read.stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
