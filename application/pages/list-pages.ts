import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { Visibility, type PageDocument } from '../../domain/pages/page-document.js';
import { LanguageTagCodec, pageSizeCodec } from '../../domain/shared/codecs.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PageRepository } from './ports.js';

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

export const ListPagesInput = t.exact(
  t.partial({ language: LanguageTagCodec, visibility: Visibility, cursor: t.string, limit: pageSizeCodec(MAX_PAGE_LIMIT) }),
);
export type ListPagesInput = t.TypeOf<typeof ListPagesInput>;

export interface PageList {
  readonly pages: PageDocument[];
  /** Pass back as `cursor` for the next page; null at the end. */
  readonly next_cursor: string | null;
}

/** Cursors are opaque to clients: the last id seen, base64url-encoded. */
const encodeCursor = (id: string): string => btoa(id).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const id = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    return /^[0-9a-z]+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Lists a project's documents, live and draft, oldest first, with cursor pagination. */
@injectable()
export class ListPages {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListPagesInput): Promise<E.Either<AppError, PageList>> {
    const context = await this.access.require(actor, input.projectId, 'member', 'read');
    if (E.isLeft(context)) return context;
    const { cursor, language, visibility } = input;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (after === null) return E.left(invalid('cursor must be a next_cursor value from an earlier response'));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    // One extra row says whether another page follows, without a count query.
    const rows = await this.pages.list(input.projectId, { language, visibility, after, limit: limit + 1 });
    const pages = rows.slice(0, limit);
    const last = pages[pages.length - 1];
    return E.right({ pages, next_cursor: rows.length > limit && last !== undefined ? encodeCursor(last.id) : null });
  }
}
