import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { releaseView, type ReleaseView } from '../../domain/releases/release.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, decodeCursor, DEFAULT_PAGE_LIMIT, PageLimit, pageOf } from '../shared/pagination.js';
import { ReleaseRepository } from './ports.js';

const ReleaseStatusCodec = t.keyof(
  { open: null, scheduled: null, publishing: null, published: null, failed: null, cancelled: null },
  'one of open, scheduled, publishing, published, failed, cancelled',
);

export const ListReleasesInput = t.exact(t.partial({ cursor: t.string, limit: PageLimit, status: ReleaseStatusCodec }));
export type ListReleasesInput = t.TypeOf<typeof ListReleasesInput>;

export interface ReleaseList {
  readonly releases: readonly ReleaseView[];
  readonly next_cursor: string | null;
}

/** The project's releases, newest first; `status=scheduled` lists the upcoming ones. */
@injectable()
export class ListReleases {
  static readonly operation = 'list_releases';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListReleasesInput): Promise<E.Either<AppError, ReleaseList>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (before === null) return E.left(invalid(BAD_CURSOR));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.releases.list(input.projectId, { before, limit: limit + 1, status: input.status });
    const { items, next_cursor } = pageOf(rows, limit);
    return E.right({ releases: items.map(releaseView), next_cursor });
  }
}
