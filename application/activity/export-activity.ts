import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { activityView, type ActivityEntry } from '../../domain/activity/activity-entry.js';
import type { Actor } from '../../domain/identity/actor.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, decodeCursor } from '../shared/pagination.js';
import type { ListActivityInput } from './list-activity.js';
import { ActivityLog } from './ports.js';

/** Entries read from the store per step of an export. */
const EXPORT_BATCH = 500;

/**
 * The whole activity log (or what the filters keep, from `cursor` on), newest first, as the
 * export streams it: read in batches, so a long log never sits in memory at once.
 */
@injectable()
export class ExportActivity {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ActivityLog) private readonly log: ActivityLog,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListActivityInput): Promise<E.Either<AppError, AsyncIterable<ReturnType<typeof activityView>>>> {
    const context = await this.access.require(actor, input.projectId, 'read_activity', 'read');
    if (E.isLeft(context)) return context;
    const from = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (from === null) return E.left(invalid(BAD_CURSOR));
    const { log } = this;
    const query = { actor: input.actor, action: input.action, limit: EXPORT_BATCH };
    return E.right(
      (async function* () {
        let before = from;
        for (;;) {
          const batch: ActivityEntry[] = await log.list(input.projectId, { ...query, before });
          for (const entry of batch) yield activityView(entry);
          if (batch.length < EXPORT_BATCH) return;
          before = batch[batch.length - 1]!.id;
        }
      })(),
    );
  }
}
