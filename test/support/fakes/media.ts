import { createHash, randomUUID } from 'node:crypto';
import type {
  AddImageOutcome,
  BlobRead,
  BlobStore,
  DeleteImageOutcome,
  ImageRepository,
  ImageResizer,
  StagedBlob,
  StageOutcome,
} from '../../../application/media/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import { holdsImage, usageNeedle, type Image } from '../../../domain/media/image.js';
import { isDraft } from '../../../domain/pages/page-document.js';
import type { Clock } from '../../../application/shared/ports.js';
import { checkedKey, checkedPrefix } from '../../../infrastructure/media/stage-reader.js';
import type { InMemoryPagesState } from './pages.js';

/** Blobs in a Map; staged blobs carry the time they were staged (by the clock) for the sweep. */
export class InMemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, Uint8Array>();
  readonly staged = new Map<string, { bytes: Uint8Array; at: Date }>();

  constructor(private readonly clock: Clock = { now: () => new Date() }) {}

  async stage(source: AsyncIterable<Uint8Array>, limits: { maxBytes: number; headBytes: number }): Promise<StageOutcome> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const iterator = source[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch {
        return { kind: 'source_failed' };
      }
      if (next.done === true) break;
      size += next.value.byteLength;
      if (size > limits.maxBytes) return { kind: 'too_large' };
      chunks.push(next.value);
    }
    const bytes = Buffer.concat(chunks);
    const token = randomUUID();
    this.staged.set(token, { bytes, at: this.clock.now() });
    return { kind: 'staged', blob: { token, size, sha256: createHash('sha256').update(bytes).digest('hex'), head: bytes.subarray(0, limits.headBytes) } };
  }

  async commit(staged: StagedBlob, key: string): Promise<void> {
    const entry = this.staged.get(staged.token);
    if (entry === undefined) throw new Error('commit of a blob that is not staged');
    if (!this.blobs.has(checkedKey(key))) this.blobs.set(key, entry.bytes);
    this.staged.delete(staged.token);
  }

  async discard(staged: StagedBlob): Promise<void> {
    this.staged.delete(staged.token);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.blobs.set(checkedKey(key), bytes);
  }

  async open(key: string): Promise<BlobRead | null> {
    const bytes = this.blobs.get(key);
    return bytes === undefined
      ? null
      : {
          size: bytes.byteLength,
          stream: (async function* () {
            yield bytes;
          })(),
        };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const bytes = this.blobs.get(key);
    return bytes === undefined ? null : { size: bytes.byteLength };
  }

  async delete(key: string): Promise<void> {
    this.blobs.delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkedPrefix(prefix);
    for (const key of [...this.blobs.keys()]) if (key.startsWith(prefix)) this.blobs.delete(key);
  }

  async sweepStaged(before: Date): Promise<number> {
    let removed = 0;
    for (const [token, entry] of this.staged) {
      if (entry.at < before) {
        this.staged.delete(token);
        removed += 1;
      }
    }
    return removed;
  }
}

/** Images next to the in-memory pages (the usage check reads their live pages, as the real stores do). */
export class InMemoryImageRepository implements ImageRepository {
  readonly images = new Map<string, Image>();

  constructor(private readonly pages: InMemoryPagesState) {}

  /** A deleted project's images are gone, as the stores cascade. */
  private live(image: Image): boolean {
    return this.pages.projects.projects.has(image.project_id);
  }

  async add(image: Image): Promise<AddImageOutcome> {
    // No await between the check and the write: atomic, as the unique index makes it in the stores.
    const existing = this.byHash(image.project_id, image.sha256);
    if (existing !== null) return { kind: 'existing', image: existing };
    this.images.set(image.id, image);
    return { kind: 'created', image };
  }

  async find(projectId: string, id: string): Promise<Image | null> {
    const image = this.images.get(id);
    return image !== undefined && image.project_id === projectId && this.live(image) ? image : null;
  }

  async findByHash(projectId: string, sha256: string): Promise<Image | null> {
    return this.byHash(projectId, sha256);
  }

  private byHash(projectId: string, sha256: string): Image | null {
    return [...this.images.values()].find((i) => i.project_id === projectId && i.sha256 === sha256 && this.live(i)) ?? null;
  }

  async list(projectId: string, window: PageWindow): Promise<Image[]> {
    return [...this.images.values()]
      .filter((i) => i.project_id === projectId && this.live(i) && i.id > (window.after ?? ''))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, window.limit);
  }

  async deleteUnlessUsed(projectId: string, id: string): Promise<DeleteImageOutcome> {
    const found = this.images.get(id);
    const image = found !== undefined && found.project_id === projectId && this.live(found) ? found : null;
    if (image === null) return { kind: 'not_found' };
    if (this.pages.projects.projects.get(projectId)?.settings.site.logo_image_id === id) return { kind: 'logo' };
    if (this.pages.projects.projects.get(projectId)?.settings.site.favicon_image_id === id) return { kind: 'favicon' };
    const needle = usageNeedle(projectId, id);
    const users = [...this.pages.docs.values()]
      .filter((d) => d.project_id === projectId && !isDraft(d) && holdsImage(d, needle))
      .sort((a, b) => a.slug.localeCompare(b.slug) || a.language.localeCompare(b.language))
      .slice(0, 10);
    if (users.length > 0) return { kind: 'in_use', pages: users.map(({ slug, language }) => ({ slug, language })) };
    this.images.delete(id);
    return { kind: 'deleted', image };
  }
}

/** Answers a fixed WebP-looking payload and counts its calls (variants must be made once). */
export class FakeImageResizer implements ImageResizer {
  calls: Array<{ width: number; height: number }> = [];

  async toWebp(source: AsyncIterable<Uint8Array>, width: number, height: number): Promise<Uint8Array> {
    for await (const _chunk of source) {
      // The source is read whole, as the real resizer does.
    }
    this.calls.push({ width, height });
    await new Promise((resolve) => setTimeout(resolve, 5));
    return Buffer.from(`webp ${width}x${height}`);
  }
}
