import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PAGE_NOT_FOUND } from './page-errors.js';
import { PageRepository } from './ports.js';

/** Reads any document of the project (live page or draft) by id. */
@injectable()
export class GetPage {
  static readonly operation = 'get_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; pageId: string }): Promise<E.Either<AppError, PageDocument>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const page = await this.pages.findById(input.projectId, input.pageId);
    return page === null ? E.left(notFound(PAGE_NOT_FOUND)) : E.right(page);
  }
}
