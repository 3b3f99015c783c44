import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { imageBlobKey } from '../../domain/media/blob-keys.js';
import type { Image } from '../../domain/media/image.js';
import type { AppError } from '../../domain/shared/errors.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { imageCutOff, imageTooLarge, notAnImage } from './media-errors.js';
import { BlobStore, ImageInspector, ImageRepository } from './ports.js';

/** Bytes read to recognise an image and its size (a JPEG's size follows its EXIF and ICC segments). */
const HEAD_BYTES = 1024 * 1024;

export interface StoredImage {
  readonly image: Image;
  /** False when the project already had these bytes: the same image is answered. */
  readonly created: boolean;
}

/**
 * Turns received bytes into an image: hashed while stored, recognised by their first bytes
 * (never by what the client said), kept once per hash. Not a use case of its own: the direct
 * upload and the completed tus upload call it after checking access.
 */
@injectable()
export class ImageIntake {
  constructor(
    @inject(BlobStore) private readonly blobs: BlobStore,
    @inject(ImageInspector) private readonly inspector: ImageInspector,
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async store(projectId: string, userId: string, source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<E.Either<AppError, StoredImage>> {
    const staged = await this.blobs.stage(source, { maxBytes, headBytes: HEAD_BYTES });
    if (staged.kind === 'too_large') return E.left(imageTooLarge(maxBytes));
    if (staged.kind === 'source_failed') return E.left(imageCutOff());
    const { blob } = staged;
    try {
      const facts = await this.inspector.inspect(blob.head);
      if (facts === null) return E.left(notAnImage());
      const existing = await this.images.findByHash(projectId, blob.sha256);
      if (existing !== null) return E.right({ image: existing, created: false });
      const image: Image = {
        id: this.ids.next(),
        project_id: projectId,
        sha256: blob.sha256,
        format: facts.format,
        bytes: blob.size,
        width: facts.width,
        height: facts.height,
        created_by: userId,
        created_at: this.clock.now().toISOString(),
      };
      // Bytes first, then the record: a record never points at missing bytes. Two uploads of
      // the same bytes at once both commit (the second keeps the first's file) and the unique
      // index lets one record in; the other answers it.
      await this.blobs.commit(blob, imageBlobKey(image));
      const added = await this.images.add(image);
      return E.right({ image: added.image, created: added.kind === 'created' });
    } finally {
      await this.blobs.discard(blob);
    }
  }
}
