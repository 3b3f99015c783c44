import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { CaptureSummary } from '../../domain/ingestion/capture.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { afterCursor, DEFAULT_PAGE_LIMIT, pageOf, type CursorQuery } from '../shared/pagination.js';
import { CaptureRepository } from './ports.js';

export interface CaptureList {
  readonly captures: CaptureSummary[];
  readonly next_cursor: string | null;
}

/** A project's captures, oldest first, with cursor pagination. */
@injectable()
export class ListCaptures {
  static readonly operation = 'list_captures';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(CaptureRepository) private readonly captures: CaptureRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CursorQuery): Promise<E.Either<AppError, CaptureList>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const after = afterCursor(input.cursor);
    if (E.isLeft(after)) return after;
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.captures.list(input.projectId, { after: after.right, limit: limit + 1 });
    const { items, next_cursor } = pageOf(rows, limit);
    return E.right({
      captures: items.map((c) => ({ capture_id: c.id, url: c.url, title: c.title, captured_at: c.captured_at })),
      next_cursor,
    });
  }
}
