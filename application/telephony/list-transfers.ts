import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import type { Transfer, TransferStatus } from '../../domain/telephony/transfer.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, DEFAULT_PAGE_LIMIT, decodeCursor, pageOf, CursorQuery } from '../shared/pagination.js';
import { TransferRepository } from './ports.js';

export const ListTransfersInput = CursorQuery;
export type ListTransfersInput = t.TypeOf<typeof ListTransfersInput>;

/** A transfer as managers read it. */
interface TransferView {
  readonly id: string;
  readonly status: TransferStatus;
  readonly user_id: string;
  readonly caller_call_id: string | null;
  readonly manager_phone: string;
  readonly reason: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly ended_at: string | null;
}

const transferView = (t: Transfer): TransferView => ({
  id: t.id,
  status: t.status,
  user_id: t.user_id,
  caller_call_id: t.caller_call_id,
  manager_phone: t.manager_phone,
  reason: t.reason,
  created_at: t.created_at,
  updated_at: t.updated_at,
  ended_at: t.ended_at,
});

export interface TransferList {
  readonly transfers: TransferView[];
  readonly next_cursor: string | null;
}

/** The project's transfers to the manager (manager), newest first, with cursor pagination. */
@injectable()
export class ListTransfers {
  static readonly operation = 'list_transfers';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TransferRepository) private readonly transfers: TransferRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListTransfersInput): Promise<E.Either<AppError, TransferList>> {
    const context = await this.access.require(actor, input.projectId, 'read_transfers', 'read');
    if (E.isLeft(context)) return context;
    const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (before === null) return E.left(invalid(BAD_CURSOR));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const { items, next_cursor } = pageOf(await this.transfers.list(input.projectId, { before, limit: limit + 1 }), limit, (row) => row.id);
    return E.right({ transfers: items.map(transferView), next_cursor });
  }
}
