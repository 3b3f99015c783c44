import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { imageBlobKey, variantBlobPrefix } from '../../domain/media/blob-keys.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { IMAGE_IN_USE, IMAGE_IS_FAVICON, IMAGE_IS_LOGO, IMAGE_NOT_FOUND } from './media-errors.js';
import { BlobStore, ImageRepository } from './ports.js';

/**
 * Deletes an image and its bytes (with its resized copies), refused with 409 while a live page
 * uses it (the answer names those pages) or while it is the site's logo. Drafts do not hold an image: publishing a draft that
 * still links a deleted image publishes a broken image, as with any dead link.
 */
@injectable()
export class DeleteImage {
  static readonly operation = 'delete_image';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(BlobStore) private readonly blobs: BlobStore,
  ) {}

  async execute(actor: Actor, input: { projectId: string; imageId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const outcome = await this.images.deleteUnlessUsed(input.projectId, input.imageId);
    switch (outcome.kind) {
      case 'not_found':
        return E.left(notFound(IMAGE_NOT_FOUND));
      case 'in_use':
        return E.left(conflict(IMAGE_IN_USE, { used_by: outcome.pages }));
      case 'logo':
        return E.left(conflict(IMAGE_IS_LOGO));
      case 'favicon':
        return E.left(conflict(IMAGE_IS_FAVICON));
      case 'deleted':
        // The record is gone first: from here on nothing links the bytes.
        await this.blobs.delete(imageBlobKey(outcome.image));
        await this.blobs.deletePrefix(variantBlobPrefix(outcome.image));
        return E.right(undefined);
    }
  }
}
