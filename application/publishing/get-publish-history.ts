import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { publishView } from '../../domain/publishing/manifest.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, decodeCursor, DEFAULT_PAGE_LIMIT, pageOf, CursorQuery } from '../shared/pagination.js';
import { PublishRepository } from './ports.js';

export const GetPublishHistoryInput = CursorQuery;
export type GetPublishHistoryInput = t.TypeOf<typeof GetPublishHistoryInput>;

export interface PublishHistory {
  readonly history: ReadonlyArray<ReturnType<typeof publishView>>;
  readonly next_cursor: string | null;
}

/** The project's publishes, newest first, with cursor pagination. */
@injectable()
export class GetPublishHistory {
  static readonly operation = 'get_publish_history';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & GetPublishHistoryInput): Promise<E.Either<AppError, PublishHistory>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (before === null) return E.left(invalid(BAD_CURSOR));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.publishes.history(input.projectId, { before, limit: limit + 1 });
    const { items, next_cursor } = pageOf(rows, limit, (publish) => publish.publish_id);
    return E.right({ history: items.map(publishView), next_cursor });
  }
}
