import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { Visibility, type PageDocument } from '../../domain/pages/page-document.js';
import { LanguageTagCodec } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { afterCursor, DEFAULT_PAGE_LIMIT, PageLimit, pageOf } from '../shared/pagination.js';
import { PageRepository } from './ports.js';

export const ListPagesInput = t.exact(t.partial({ language: LanguageTagCodec, visibility: Visibility, cursor: t.string, limit: PageLimit }));
export type ListPagesInput = t.TypeOf<typeof ListPagesInput>;

export interface PageList {
  readonly pages: PageDocument[];
  /** Pass back as `cursor` for the next page; null at the end. */
  readonly next_cursor: string | null;
}

/** Lists a project's documents, live and draft, oldest first, with cursor pagination. */
@injectable()
export class ListPages {
  static readonly operation = 'list_pages';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListPagesInput): Promise<E.Either<AppError, PageList>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const { language, visibility } = input;
    const after = afterCursor(input.cursor);
    if (E.isLeft(after)) return after;
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.pages.list(input.projectId, { language, visibility, after: after.right, limit: limit + 1 });
    const { items, next_cursor } = pageOf(rows, limit);
    return E.right({ pages: items, next_cursor });
  }
}
