import type { NewUpload, StoredUpload, UploadAppendOutcome, UploadStore } from '../../../application/media/upload-store.js';

/** UploadStore in memory: the contract's reference, and the store of tests that need no database. */
export class InMemoryUploadStore implements UploadStore {
  private readonly uploads = new Map<string, { record: StoredUpload; chunks: Uint8Array[] }>();

  async create(upload: NewUpload): Promise<'created' | 'exists'> {
    if (this.uploads.has(upload.id)) return 'exists';
    this.uploads.set(upload.id, { record: { ...upload, offset: 0, imageId: null }, chunks: [] });
    return 'created';
  }

  async find(id: string): Promise<StoredUpload | null> {
    return this.uploads.get(id)?.record ?? null;
  }

  async append(id: string, at: number, bytes: Uint8Array): Promise<UploadAppendOutcome> {
    const kept = this.uploads.get(id);
    if (kept === undefined) return { kind: 'missing' };
    if (kept.record.offset !== at || kept.record.imageId !== null) return { kind: 'moved', offset: kept.record.offset };
    kept.chunks.push(Uint8Array.from(bytes));
    kept.record = { ...kept.record, offset: at + bytes.length };
    return { kind: 'appended', offset: kept.record.offset };
  }

  async declareLength(id: string, size: number): Promise<void> {
    const kept = this.uploads.get(id);
    if (kept !== undefined && kept.record.size === null) kept.record = { ...kept.record, size };
  }

  async *bytes(id: string): AsyncIterable<Uint8Array> {
    for (const chunk of this.uploads.get(id)?.chunks ?? []) yield chunk;
  }

  async complete(id: string, imageId: string): Promise<void> {
    const kept = this.uploads.get(id);
    if (kept === undefined) return;
    kept.record = { ...kept.record, imageId };
    kept.chunks = [];
  }

  async remove(id: string): Promise<boolean> {
    return this.uploads.delete(id);
  }

  async startedBefore(before: string): Promise<string[]> {
    return [...this.uploads.values()].filter(({ record }) => record.createdAt < before).map(({ record }) => record.id);
  }
}
