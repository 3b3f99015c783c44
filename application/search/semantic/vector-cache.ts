import type { PackedVectors } from '../../../domain/search/vectors.js';

interface Entry {
  readonly version: string;
  readonly vectors: PackedVectors;
  readonly bytes: number;
}

/**
 * A copy this big (rows) is read again in the background when the project's vectors change, the
 * questions meanwhile answered from the copy there is: reading 20,000 vectors takes a tenth of
 * a second, reading 100,000 most of one. A smaller copy is read before answering.
 */
const READ_BEFORE_ANSWERING_UP_TO = 20_000;

/**
 * Projects' vectors kept in memory for scoring, least recently used dropped first, within a
 * budget of bytes (the floats, which are nearly all of it). A copy is current while the store's
 * version of the project's vectors is the one it was read at; when the version moves, it is read
 * again (see READ_BEFORE_ANSWERING_UP_TO). A project whose vectors alone pass the budget is
 * read for each question and never kept. One read per project at a time, shared by its readers.
 */
export class ProjectVectorCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<PackedVectors>>();
  private used = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The project's vectors at `version`: the copy kept, or what `read` answers (then kept if it fits). */
  async get(projectId: string, version: string, read: () => Promise<PackedVectors>): Promise<PackedVectors> {
    const entry = this.entries.get(projectId);
    if (entry !== undefined) {
      this.entries.delete(projectId);
      this.entries.set(projectId, entry);
      if (entry.version === version) return entry.vectors;
    }
    const fresh = this.read(projectId, version, read);
    if (entry !== undefined && entry.vectors.page_ids.length > READ_BEFORE_ANSWERING_UP_TO) {
      fresh.catch(() => undefined);
      return entry.vectors;
    }
    return fresh;
  }

  private read(projectId: string, version: string, read: () => Promise<PackedVectors>): Promise<PackedVectors> {
    let pending = this.reading.get(projectId);
    if (pending === undefined) {
      pending = read().then((vectors) => {
        this.keep(projectId, version, vectors);
        return vectors;
      });
      this.reading.set(projectId, pending);
      void pending.finally(() => this.reading.delete(projectId)).catch(() => undefined);
    }
    return pending;
  }

  private keep(projectId: string, version: string, vectors: PackedVectors): void {
    this.forget(projectId);
    const bytes = vectors.matrix.byteLength;
    if (bytes > this.budgetBytes) return;
    for (const [oldest] of this.entries) {
      if (this.used + bytes <= this.budgetBytes) break;
      this.forget(oldest);
    }
    this.entries.set(projectId, { version, vectors, bytes });
    this.used += bytes;
  }

  private forget(projectId: string): void {
    const entry = this.entries.get(projectId);
    if (entry === undefined) return;
    this.entries.delete(projectId);
    this.used -= entry.bytes;
  }
}

/** Query texts' vectors, least recently used dropped first: a question asked again costs no request. */
export class QueryVectorCache {
  private readonly vectors = new Map<string, Float32Array>();

  constructor(private readonly capacity: number) {}

  get(key: string): Float32Array | undefined {
    const vector = this.vectors.get(key);
    if (vector !== undefined) {
      this.vectors.delete(key);
      this.vectors.set(key, vector);
    }
    return vector;
  }

  set(key: string, vector: Float32Array): void {
    this.vectors.delete(key);
    this.vectors.set(key, vector);
    for (const [oldest] of this.vectors) {
      if (this.vectors.size <= this.capacity) break;
      this.vectors.delete(oldest);
    }
  }
}
