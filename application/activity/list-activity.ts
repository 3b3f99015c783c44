import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { activityView } from '../../domain/activity/activity-entry.js';
import type { Actor } from '../../domain/identity/actor.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, decodeCursor, DEFAULT_PAGE_LIMIT, PageLimit, pageOf } from '../shared/pagination.js';
import { ActivityLog } from './ports.js';

export const ListActivityInput = t.exact(
  t.partial({
    cursor: t.string,
    limit: PageLimit,
    /** Only this actor's writes: a user id, an API key's id, an OAuth client's id (or the user it acted for). */
    actor: trimmedString(200),
    /** Only this action (`save_draft`, `confirm_publish`, ...). */
    action: trimmedString(100),
  }),
);
export type ListActivityInput = t.TypeOf<typeof ListActivityInput>;

export interface ActivityPage {
  readonly activity: ReadonlyArray<ReturnType<typeof activityView>>;
  readonly next_cursor: string | null;
}

/** A project's activity log, newest first, paged and filtered: admins only (a stranger gets 404). */
@injectable()
export class ListActivity {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ActivityLog) private readonly log: ActivityLog,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListActivityInput): Promise<E.Either<AppError, ActivityPage>> {
    const context = await this.access.require(actor, input.projectId, 'read_activity', 'read');
    if (E.isLeft(context)) return context;
    const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (before === null) return E.left(invalid(BAD_CURSOR));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.log.list(input.projectId, { before, limit: limit + 1, actor: input.actor, action: input.action });
    const { items, next_cursor } = pageOf(rows, limit);
    return E.right({ activity: items.map(activityView), next_cursor });
  }
}
