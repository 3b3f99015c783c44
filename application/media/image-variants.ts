import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { imageBlobKey, variantBlobKey } from '../../domain/media/blob-keys.js';
import type { Image } from '../../domain/media/image.js';
import {
  isVariantWidth,
  VARIANT_CONTENT_TYPE,
  VARIANT_MAX_WIDTH,
  VARIANT_MIN_WIDTH,
  variantUrl,
  variantWidth,
  type ImageVariant,
} from '../../domain/media/variants.js';
import { internal, invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { IMAGE_NOT_FOUND } from './media-errors.js';
import { BlobStore, ImageRepository, ImageResizer } from './ports.js';

/**
 * Resized WebP copies of an image, for the `srcset` of a deployed site: made once per image and
 * width and kept in the blob store (a later call finds them; calls at the same time in this
 * process share one resize). Never larger than the image. For the site deployer, which has
 * checked access: not a use case of its own.
 */
@injectable()
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<E.Either<AppError, ImageVariant>>>();

  constructor(
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(BlobStore) private readonly blobs: BlobStore,
    @inject(ImageResizer) private readonly resizer: ImageResizer,
  ) {}

  async variant(projectId: string, imageId: string, width: number): Promise<E.Either<AppError, ImageVariant>> {
    if (!isVariantWidth(width)) return E.left(invalid(`width must be an integer from ${VARIANT_MIN_WIDTH} to ${VARIANT_MAX_WIDTH}`));
    const image = await this.images.find(projectId, imageId);
    if (image === null) return E.left(notFound(IMAGE_NOT_FOUND));
    const key = variantBlobKey(image, variantWidth(image, width));
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = this.make(image, variantWidth(image, width)).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The variants of `widths` (duplicates after capping at the image's width made once), narrowest first. */
  async variants(projectId: string, imageId: string, widths: readonly number[]): Promise<E.Either<AppError, ImageVariant[]>> {
    const made = new Map<number, ImageVariant>();
    for (const width of widths) {
      const variant = await this.variant(projectId, imageId, width);
      if (E.isLeft(variant)) return variant;
      made.set(variant.right.width, variant.right);
    }
    return E.right([...made.values()].sort((a, b) => a.width - b.width));
  }

  private async make(image: Image, width: number): Promise<E.Either<AppError, ImageVariant>> {
    const key = variantBlobKey(image, width);
    // Fixed from the image's own proportions, so a variant's size is known without reading it.
    const height = Math.max(1, Math.round((image.height * width) / image.width));
    const describe = (bytes: number): ImageVariant => ({
      image_id: image.id,
      width,
      height,
      bytes,
      content_type: VARIANT_CONTENT_TYPE,
      url: variantUrl(image, width),
      key,
    });
    const existing = await this.blobs.stat(key);
    if (existing !== null) return E.right(describe(existing.size));
    const original = await this.blobs.open(imageBlobKey(image));
    if (original === null) return E.left(internal('The image bytes are missing', null, { image_id: image.id, key: imageBlobKey(image) }));
    const webp = await this.resizer.toWebp(original.stream, width, height);
    await this.blobs.put(key, webp);
    return E.right(describe(webp.byteLength));
  }
}
