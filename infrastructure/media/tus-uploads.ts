import { AsyncLocalStorage } from 'node:async_hooks';
import * as E from 'fp-ts/lib/Either.js';
import type { Upload } from '@tus/server';
import type { ImageIntake } from '../../application/media/image-intake.js';
import type { ResumableUploadOutcome, ResumableUploads, UploadScope } from '../../application/media/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { actorLabel } from '../../domain/identity/actor.js';
import { UPLOAD_MAX_BYTES } from '../../domain/media/image.js';
import type { AppError } from '../../domain/shared/errors.js';
import type { UploadRequestContext } from './checksummed-file-store.js';
import type { ResumableStore, UploadsLocation } from './resumable-store.js';

const CHECKSUM = /^sha1 ([A-Za-z0-9+/]{27}=)$/;
const CHECKSUM_ALGORITHMS = 'sha1';

const textResponse = (status: number, body: string): Response => new Response(body, { status, headers: { 'tus-resumable': '1.0.0' } });
const answer = (response: Response): ResumableUploadOutcome => ({ kind: 'answer', response });

/** The image's resource in the API (`GET /api/projects/:projectId/images/:imageId`), named by `Content-Location`. */
const imageResource = (projectId: string, imageId: string) => `/api/projects/${projectId}/images/${imageId}`;

/** A tus request's context, with where a refused completion is left for `handle` to report. */
interface TusRequest extends UploadRequestContext {
  refused: AppError | null;
}

/** Thrown into the protocol library when the completed upload is refused: its answer is replaced by the refusal. */
const REFUSED = { status_code: 400, body: 'refused' };

/**
 * tus 1.0 through @tus/server, uploads in progress as files under DATA_DIR or in the store
 * (FILE_STORAGE=store: any instance resumes any upload; see tusServer). A
 * completed upload becomes an image: every PATCH, the last one included, answers 204 with
 * `Upload-Offset`, and the last one (or the creation that carried the whole file, 201) and every
 * later HEAD name the image in `Content-Location`. Its bytes leave the store at once; its record
 * stays until the sweep (or a termination). Locks are per process: with files under DATA_DIR
 * and several instances, route an upload's requests to one of them; in the store, appends are
 * decided on the offset the store holds, so two instances cannot both write at one offset.
 */
export class TusUploads implements ResumableUploads {
  private readonly requests = new AsyncLocalStorage<TusRequest>();
  private tus: Promise<ReturnType<typeof import('./tus-server.js').tusServer>> | null = null;
  /** Completions in progress, by upload: a last request repeated meanwhile waits for the first and names the same image. */
  private readonly finishing = new Map<string, Promise<E.Either<AppError, string>>>();

  constructor(
    private readonly location: UploadsLocation,
    private readonly clock: Clock,
    private readonly intake: ImageIntake,
  ) {}

  async handle(request: Request, scope: UploadScope): Promise<ResumableUploadOutcome> {
    const checksum = request.headers.get('upload-checksum');
    const sha1 = checksum === null ? null : (CHECKSUM.exec(checksum)?.[1] ?? undefined);
    // The checksum extension: an algorithm we do not offer, or a malformed digest, is 400.
    if (sha1 === undefined) return answer(textResponse(400, `Upload-Checksum must be "sha1 <base64 digest>" (supported: ${CHECKSUM_ALGORITHMS})`));
    const { server, store, uploadOf } = await this.loaded();
    const context: TusRequest = { projectId: scope.projectId, userId: actorLabel(scope.actor), sha1, refused: null };
    const response = await this.requests.run(context, () => server.handleWeb(request));
    if (context.refused !== null) return { kind: 'refused', error: context.refused };
    if (request.method === 'OPTIONS') response.headers.set('tus-checksum-algorithm', CHECKSUM_ALGORITHMS);
    if (request.method === 'HEAD' && response.status === 200) {
      const id = uploadOf(request, scope.projectId);
      const imageId = id === undefined ? null : await store.imageOf(id);
      if (imageId !== null) response.headers.set('content-location', imageResource(scope.projectId, imageId));
    }
    return answer(response);
  }

  async removeStartedBefore(before: Date): Promise<number> {
    const { store } = await this.loaded();
    let removed = 0;
    for (const id of await store.startedBefore(before)) {
      await store.remove(id).catch(() => undefined);
      removed += 1;
    }
    return removed;
  }

  private loaded() {
    this.tus ??= import('./tus-server.js').then(({ tusServer }) => tusServer(this.location, this.clock, this.requests, (upload) => this.finish(upload)));
    return this.tus;
  }

  /** The completed upload's image, named in the answer; a refusal is left on the request for `handle`. */
  private async finish(upload: Upload): Promise<{ headers: Record<string, string> }> {
    const { store } = await this.loaded();
    const request = this.requests.getStore();
    if (request === undefined) throw new Error('tus request outside of TusUploads.handle');
    let finishing = this.finishing.get(upload.id);
    if (finishing === undefined) {
      finishing = this.becomeImage(store, upload.id, request).finally(() => this.finishing.delete(upload.id));
      this.finishing.set(upload.id, finishing);
    }
    const image = await finishing;
    if (E.isLeft(image)) {
      request.refused = image.left;
      throw REFUSED;
    }
    return { headers: { 'content-location': imageResource(request.projectId, image.right) } };
  }

  /**
   * Turns the upload's bytes into an image once; an upload completed before answers its image.
   * A refused one leaves the store; a server failure (thrown) keeps it, and an empty PATCH at
   * its full offset finishes it again.
   */
  private async becomeImage(store: ResumableStore, id: string, { projectId, userId }: TusRequest): Promise<E.Either<AppError, string>> {
    const known = await store.imageOf(id);
    if (known !== null) return E.right(known);
    const stored = await this.intake.store(projectId, userId, store.bytesOf(id), UPLOAD_MAX_BYTES);
    if (E.isLeft(stored)) {
      // Gone already when a termination raced the last PATCH: nothing left to remove.
      await store.remove(id).catch(() => undefined);
      return stored;
    }
    await store.complete(id, stored.right.image.id);
    return E.right(stored.right.image.id);
  }
}
