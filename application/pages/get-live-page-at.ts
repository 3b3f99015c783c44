import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PageRepository } from './ports.js';

export const NO_LIVE_PAGE_AT = 'No live page at this language and slug';

/**
 * The live page (public or unlisted) of a slug and language, in one indexed read: what an MCP
 * resource's address names. Whoever may read the project's content may read it.
 */
@injectable()
export class GetLivePageAt {
  static readonly operation = 'get_live_page_at';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; slug: string; language: string }): Promise<E.Either<AppError, PageDocument>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const page = await this.pages.findBySlug(input.projectId, input.slug, input.language, 'live');
    return page === null ? E.left(notFound(NO_LIVE_PAGE_AT)) : E.right(page);
  }
}
