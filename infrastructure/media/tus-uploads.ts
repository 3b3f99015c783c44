import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import type { Upload } from '@tus/server';
import { toHttpError } from '../../adapters/http/error-mapping.js';
import type { ImageIntake } from '../../application/media/image-intake.js';
import type { ResumableUploads, UploadScope } from '../../application/media/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { UPLOAD_MAX_BYTES, viewOf } from '../../domain/media/image.js';
import type { UploadRequestContext } from './checksummed-file-store.js';
import { actorLabel } from '../../domain/identity/actor.js';

const CHECKSUM = /^sha1 ([A-Za-z0-9+/]{27}=)$/;
const CHECKSUM_ALGORITHMS = 'sha1';

const textResponse = (status: number, body: string): Response => new Response(body, { status, headers: { 'tus-resumable': '1.0.0' } });

/**
 * tus 1.0 through @tus/server, uploads in progress as files under DATA_DIR (see tusServer). A
 * completed upload becomes an image (its answer carries the image, as the direct upload's
 * does) and leaves the store. Locks are per process: with several instances, route an
 * upload's requests to one of them.
 */
export class TusUploads implements ResumableUploads {
  private readonly requests = new AsyncLocalStorage<UploadRequestContext>();
  private tus: Promise<ReturnType<typeof import('./tus-server.js').tusServer>> | null = null;

  constructor(
    private readonly directory: string,
    private readonly clock: Clock,
    private readonly intake: ImageIntake,
  ) {}

  async handle(request: Request, scope: UploadScope): Promise<Response> {
    const checksum = request.headers.get('upload-checksum');
    const sha1 = checksum === null ? null : (CHECKSUM.exec(checksum)?.[1] ?? undefined);
    // The checksum extension: an algorithm we do not offer, or a malformed digest, is 400.
    if (sha1 === undefined) return textResponse(400, `Upload-Checksum must be "sha1 <base64 digest>" (supported: ${CHECKSUM_ALGORITHMS})`);
    const { server } = await this.loaded();
    const context = { projectId: scope.projectId, userId: actorLabel(scope.actor), sha1 };
    const response = await this.requests.run(context, () => server.handleWeb(request));
    if (request.method === 'OPTIONS') response.headers.set('tus-checksum-algorithm', CHECKSUM_ALGORITHMS);
    return response;
  }

  async removeStartedBefore(before: Date): Promise<number> {
    const { store } = await this.loaded();
    let removed = 0;
    for (const id of await store.configstore.list!().catch(() => [])) {
      const upload = await store.configstore.get(id);
      if (upload?.creation_date === undefined || new Date(upload.creation_date) >= before) continue;
      await store.remove(id).catch(() => undefined);
      removed += 1;
    }
    return removed;
  }

  private loaded() {
    this.tus ??= import('./tus-server.js').then(({ tusServer }) =>
      tusServer(this.directory, this.clock, this.requests, (method, upload) => this.finish(method, upload)),
    );
    return this.tus;
  }

  /** The completed upload becomes an image; its bytes leave the tus store unless the failure was ours. */
  private async finish(method: string, upload: Upload): Promise<{ status_code?: number; headers?: Record<string, string>; body?: string }> {
    const { store, context } = await this.loaded();
    const { projectId, userId } = context();
    const stored = await this.intake.store(projectId, userId, createReadStream(store.pathOf(upload.id)), UPLOAD_MAX_BYTES);
    // A server failure (thrown above) keeps the upload: an empty PATCH at its full offset finishes it again.
    // Gone already when a termination raced the last PATCH: nothing left to remove.
    await store.remove(upload.id).catch(() => undefined);
    if (E.isLeft(stored)) {
      const { status, body } = toHttpError(stored.left);
      throw { status_code: status, body: body.error };
    }
    const image = JSON.stringify(viewOf(stored.right.image));
    // A creation that completes keeps its 201 (clients read Location from it); a PATCH answers 200.
    return { ...(method === 'PATCH' ? { status_code: 200 } : {}), headers: { 'content-type': 'application/json' }, body: image };
  }
}
