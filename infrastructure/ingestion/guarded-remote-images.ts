import type { RemoteImage, RemoteImages } from '../../application/ingestion/ports.js';
import type { GuardedFetch } from '../../application/shared/guarded-fetch.js';

/** A site that does not answer an image within this time is reported, not waited for. */
const IMAGE_TIMEOUT_MS = 10_000;

/**
 * The images of a captured page, through the service's guarded fetch: http and https only, no
 * private address (unless the deployment allows it), at most `maxBytes`. The type a site
 * declares is not trusted either way: the bytes are recognised when stored.
 */
export class GuardedRemoteImages implements RemoteImages {
  constructor(private readonly guarded: GuardedFetch) {}

  async fetch(url: string, maxBytes: number): Promise<RemoteImage> {
    const answer = await this.guarded.fetch(url, {
      maxBytes,
      timeoutMs: IMAGE_TIMEOUT_MS,
      headers: { accept: 'image/avif,image/webp,image/png,image/*;q=0.8' },
    });
    if (answer.kind !== 'response') return { kind: 'failed', reason: answer.message };
    if (answer.status < 200 || answer.status > 299) return { kind: 'failed', reason: `the site answered ${answer.status}` };
    return { kind: 'fetched', body: answer.body };
  }
}
