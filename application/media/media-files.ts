import { inject, injectable } from 'inversify';
import { imageBlobKey, variantBlobKey } from '../../domain/media/blob-keys.js';
import { IMAGE_FORMATS } from '../../domain/media/image.js';
import { parseMediaFileName, VARIANT_CONTENT_TYPE } from '../../domain/media/variants.js';
import { BlobStore, ImageRepository, type BlobRead } from './ports.js';

export interface MediaFile {
  readonly content_type: string;
  /** Names the bytes (a hash, with the width for a variant): a cache can answer without reading them. */
  readonly etag: string;
  readonly key: string;
}

/**
 * The public bytes behind `/media/<project_id>/<file>`: an image, or a variant already made by
 * a site deploy (never made on request: a reader must not be able to make the server resize).
 * Public by design (the deployed site links them); ids cannot be guessed.
 */
@injectable()
export class MediaFiles {
  constructor(
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(BlobStore) private readonly blobs: BlobStore,
  ) {}

  async find(projectId: string, fileName: string): Promise<MediaFile | null> {
    const name = parseMediaFileName(fileName);
    if (name === null) return null;
    const image = await this.images.find(projectId, name.imageId);
    if (image === null) return null;
    if (name.kind === 'variant') {
      return { content_type: VARIANT_CONTENT_TYPE, etag: `${image.sha256}-w${name.width}`, key: variantBlobKey(image, name.width) };
    }
    const format = IMAGE_FORMATS[image.format];
    return name.ext === format.ext ? { content_type: format.content_type, etag: image.sha256, key: imageBlobKey(image) } : null;
  }

  /** The bytes; null when they are gone (a variant not made yet, an image deleted meanwhile). */
  read(file: MediaFile): Promise<BlobRead | null> {
    return this.blobs.open(file.key);
  }
}
