import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PAGE_NOT_FOUND } from './page-errors.js';
import { PageRepository } from './ports.js';

/** Deletes a live page, or a draft together with its versions (like discard). */
@injectable()
export class DeletePage {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; pageId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manager', 'write');
    if (E.isLeft(context)) return context;
    return (await this.pages.delete(input.projectId, input.pageId)) ? E.right(undefined) : E.left(notFound(PAGE_NOT_FOUND));
  }
}
