import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, DEFAULT_PAGE_LIMIT, decodeCursor, pageOf, CursorQuery } from '../shared/pagination.js';
import { OnboardingSessionRepository } from './ports.js';
import { sessionView, type OnboardingSessionView } from './session-view.js';

export const ListOnboardingSessionsInput = CursorQuery;
export type ListOnboardingSessionsInput = t.TypeOf<typeof ListOnboardingSessionsInput>;

export interface OnboardingSessionList {
  readonly sessions: OnboardingSessionView[];
  readonly next_cursor: string | null;
}

/** A project's onboarding sessions (manager), oldest first, with cursor pagination. */
@injectable()
export class ListOnboardingSessions {
  static readonly operation = 'list_onboarding_sessions';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(OnboardingSessionRepository) private readonly sessions: OnboardingSessionRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListOnboardingSessionsInput): Promise<E.Either<AppError, OnboardingSessionList>> {
    const context = await this.access.require(actor, input.projectId, 'manage_onboarding', 'read');
    if (E.isLeft(context)) return context;
    const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (after === null) return E.left(invalid(BAD_CURSOR));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const { items, next_cursor } = pageOf(await this.sessions.list(input.projectId, { after, limit: limit + 1 }), limit, (row) => row.id);
    return E.right({ sessions: items.map(sessionView), next_cursor });
  }
}
