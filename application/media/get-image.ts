import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { viewOf, type ImageView } from '../../domain/media/image.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { IMAGE_NOT_FOUND } from './media-errors.js';
import { ImageRepository } from './ports.js';

/** One image of a project, as listed (the resource a completed resumable upload names). */
@injectable()
export class GetImage {
  static readonly operation = 'get_image';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ImageRepository) private readonly images: ImageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; imageId: string }): Promise<E.Either<AppError, ImageView>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const image = await this.images.find(input.projectId, input.imageId);
    return image === null ? E.left(notFound(IMAGE_NOT_FOUND)) : E.right(viewOf(image));
  }
}
