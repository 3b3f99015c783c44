import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { viewOf, type ImageView } from '../../domain/media/image.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { afterCursor, DEFAULT_PAGE_LIMIT, pageOf, type CursorQuery } from '../shared/pagination.js';
import { ImageRepository } from './ports.js';

export interface ImageList {
  readonly images: ImageView[];
  readonly next_cursor: string | null;
}

/** A project's images, oldest first, with cursor pagination. */
@injectable()
export class ListImages {
  static readonly operation = 'list_images';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ImageRepository) private readonly images: ImageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CursorQuery): Promise<E.Either<AppError, ImageList>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const after = afterCursor(input.cursor);
    if (E.isLeft(after)) return after;
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.images.list(input.projectId, { after: after.right, limit: limit + 1 });
    const { items, next_cursor } = pageOf(rows, limit);
    return E.right({ images: items.map(viewOf), next_cursor });
  }
}
