import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PageRepository, type DocumentKind, type DocumentListing } from './ports.js';

/**
 * How many live pages (or drafts) a project has and the newest one's id: what a watcher of the
 * project's list of pages compares from one look to the next (MCP's `resources/list_changed`),
 * without reading the pages. Read like the list itself.
 */
@injectable()
export class GetPageListing {
  static readonly operation = 'get_page_listing';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; kind: DocumentKind }): Promise<E.Either<AppError, DocumentListing>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    return E.right(await this.pages.listing(input.projectId, input.kind));
  }
}
