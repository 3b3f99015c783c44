import type { CaptureHeader, CaptureRepository, RemoteImage, RemoteImages } from '../../../application/ingestion/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { Capture } from '../../../domain/ingestion/capture.js';
import type { InMemoryProjectStore } from './projects.js';

/** Captures next to the in-memory projects: a deleted project's captures are gone, as the stores cascade. */
export class InMemoryCaptureRepository implements CaptureRepository {
  readonly captures = new Map<string, Capture>();

  constructor(private readonly projects?: InMemoryProjectStore) {}

  private live(capture: Capture): boolean {
    return this.projects === undefined || this.projects.projects.has(capture.project_id);
  }

  async add(capture: Capture): Promise<void> {
    if (this.captures.has(capture.id)) throw new Error(`duplicate capture ${capture.id}`);
    this.captures.set(capture.id, capture);
  }

  async find(projectId: string, id: string): Promise<Capture | null> {
    const capture = this.captures.get(id);
    return capture !== undefined && capture.project_id === projectId && this.live(capture) ? capture : null;
  }

  async list(projectId: string, window: PageWindow): Promise<CaptureHeader[]> {
    return [...this.captures.values()]
      .filter((c) => c.project_id === projectId && this.live(c) && c.id > (window.after ?? ''))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, window.limit)
      .map(({ html: _html, ...header }) => header);
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return (await this.find(projectId, id)) !== null && this.captures.delete(id);
  }
}

/** A captured page's images, answered from what the test sets (any other address fails as an unreachable site would); records each fetch. */
export class FakeRemoteImages implements RemoteImages {
  readonly fetched: string[] = [];

  constructor(private readonly images: ReadonlyMap<string, Uint8Array> = new Map()) {}

  async fetch(url: string, maxBytes: number): Promise<RemoteImage> {
    this.fetched.push(url);
    const body = this.images.get(url);
    if (body === undefined) return { kind: 'failed', reason: 'network error ENOTFOUND' };
    return body.length > maxBytes ? { kind: 'failed', reason: `the answer is larger than ${maxBytes} bytes` } : { kind: 'fetched', body };
  }
}
