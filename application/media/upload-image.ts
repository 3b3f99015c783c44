import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { IMAGE_MAX_BYTES, viewOf, type ImageView } from '../../domain/media/image.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { ImageIntake, type StoredImage } from './image-intake.js';
import { imageTooLarge } from './media-errors.js';
import { actorLabel } from '../../domain/identity/actor.js';

export interface UploadImageInput {
  readonly projectId: string;
  /** The request body, read only after access is granted. */
  readonly body: AsyncIterable<Uint8Array>;
  /** The declared Content-Length, when there is one. */
  readonly declaredLength: number | null;
}

export interface UploadedImage {
  readonly image: ImageView;
  /** False when the project already had these bytes (the same image is answered). */
  readonly created: boolean;
}

/**
 * An image sent as the raw request body (up to 10 MB). Access is checked before a byte is
 * read; a declared length over the limit is refused before reading, and a body without one
 * (chunked) is cut off when it passes the limit. Nothing is stored on refusal.
 */
@injectable()
export class UploadImage {
  static readonly operation = 'upload_image';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ImageIntake) private readonly intake: ImageIntake,
  ) {}

  async execute(actor: Actor, input: UploadImageInput): Promise<E.Either<AppError, UploadedImage>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    if (input.declaredLength !== null && input.declaredLength > IMAGE_MAX_BYTES) return E.left(imageTooLarge(IMAGE_MAX_BYTES));
    const stored = await this.intake.store(input.projectId, actorLabel(actor), input.body, IMAGE_MAX_BYTES);
    return E.map(({ image, created }: StoredImage) => ({ image: viewOf(image), created }))(stored);
  }
}
