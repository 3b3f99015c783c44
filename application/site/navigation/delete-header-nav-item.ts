import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { notFound, type AppError } from '../../../domain/shared/errors.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { NavigationRepository } from '../ports.js';
import { HEADER_NAV_ITEM_NOT_FOUND } from './navigation-links.js';

/** Deletes a header navigation item. */
@injectable()
export class DeleteHeaderNavItem {
  static readonly operation = 'delete_header_nav_item';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; itemId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const deleted = await this.navigation.delete(input.projectId, 'header_nav_item', input.itemId);
    return deleted ? E.right(undefined) : E.left(notFound(HEADER_NAV_ITEM_NOT_FOUND));
  }
}
